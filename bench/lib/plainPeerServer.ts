// Child-process entry: the plain peer of rows 2c and 2d, a Fastify 5 server with nothing added (no
// session, rate limit, headers, compression or logging) that answers a read by id with one indexed SELECT
// in the api's envelope. Over PostgreSQL (pg, a pool as the api's) when BENCH_PEER_DATABASE_URL is set,
// else over PGlite in this process (BENCH_PEER_PGLITE_DIR), as the api runs it. Sends its port over IPC.
import { PGlite } from '@electric-sql/pglite';
import { SERVER } from '@drisk/contract';
import Fastify from 'fastify';
import pg from 'pg';

/** The columns of GET user/profile's reply, named as on the wire, so both servers send the same bytes. */
const READ_BY_ID = `SELECT id AS user_id, first_name, last_name, trim(first_name || ' ' || last_name) AS full_name,
  email AS email_address, coalesce(phone, '') AS phone_number, coalesce(to_char(dob, 'MM/DD/YYYY'), '') AS dob,
  coalesce(profile_picture, '') AS profile_url, user_type AS type, login_type AS "loginType"
  FROM users WHERE id = $1`;

const { BENCH_PEER_DATABASE_URL: url, BENCH_PEER_PGLITE_DIR: dir } = process.env;
if ((!url && !dir) || !process.send) throw new Error('Run by bench/rows/plainPeer.ts only');

type Query = (id: number) => Promise<unknown[]>;
let query: Query;
let close: () => Promise<void>;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  query = async (id) => (await pool.query(READ_BY_ID, [id])).rows;
  close = () => pool.end();
} else {
  const db = new PGlite(dir);
  query = async (id) => (await db.query(READ_BY_ID, [id])).rows;
  close = () => db.close();
}

const app = Fastify();
app.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
  const [row] = await query(Number(request.params.id));
  if (!row) return reply.code(404).send({ statusCode: 404, message: SERVER.notFound, result: null });
  return { statusCode: 200, message: SERVER.success, result: row };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(close)
    .finally(() => process.exit(0));
});
