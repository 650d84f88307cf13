import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { COT_TOPIC_ID } from '@drisk/contract';
import { chatMediaDir, chatMediaUrl } from '../../chat/chatMediaFiles';
import type { Queryable } from '../client';
import { chatFiles, chatMessages, cotGroups, groupMembers, users } from '../schema';
import { pdfDocument, pngImage } from '@drisk/demo-files';

const ALPHA = 'DRA-100001';
const MINUTE = 60_000;

/** The two demo files, under fixed stored names so writeDemoChatFiles can put them on disk later. */
const DEMO_IMAGE = {
  storedName: 'demo-floor-plan-image-0001',
  name: 'floor-plan.png',
  mimetype: 'image/png',
};
const DEMO_PDF = {
  storedName: 'demo-handover-notes-pdf-0001',
  name: 'handover-notes.pdf',
  mimetype: 'application/pdf',
};

/** Two groups on dRisk-Alpha: the whole team, and the owner with the admin. */
const GROUPS = [
  {
    name: 'Alpha team',
    members: ['owner@example.com', 'admin@example.com', 'guest@example.com'],
    messages: [
      ['owner@example.com', 'Morning all. The gateway in the lobby is back online.'],
      ['admin@example.com', 'Thanks! I moved the printers to the guest network.'],
      ['guest@example.com', 'Is the Wi-Fi password the same as last week?'],
      ['owner@example.com', 'Same one, I will rotate it on Friday.'],
      ['admin@example.com', DEMO_IMAGE],
      ['owner@example.com', 'Looks right. Here are the notes for the weekend shift.'],
      ['owner@example.com', DEMO_PDF],
      ['guest@example.com', 'Got them, thanks 👍'],
    ],
  },
  {
    name: 'Admins',
    members: ['owner@example.com', 'admin@example.com'],
    messages: [
      ['owner@example.com', 'Can you review the blocked-access log before the audit?'],
      ['admin@example.com', 'On it. Two hits on casino sites from the meeting room tablet.'],
    ],
  },
] as const;

type DemoFile = typeof DEMO_IMAGE | typeof DEMO_PDF;

/** Demo chats: two groups on dRisk-Alpha with the demo users, text, an image and a PDF. */
export async function seedDemoChats(tx: Queryable, now: number): Promise<void> {
  const emails = [...new Set(GROUPS.flatMap((group) => group.members))];
  const rows = await tx
    .select({ id: users.id, email: users.email, username: users.tinodeUsername })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const owner = byEmail.get('owner@example.com')!;
  for (const group of GROUPS) {
    const [created] = await tx
      .insert(cotGroups)
      .values({ deviceId: ALPHA, name: group.name, topicId: COT_TOPIC_ID, createdBy: owner.id })
      .returning({ id: cotGroups.id });
    await tx
      .insert(groupMembers)
      .values(group.members.map((email) => ({ groupId: created.id, userId: byEmail.get(email)!.id })));
    const start = now - (group.messages.length + 5) * 7 * MINUTE;
    for (const [index, [email, msg]] of group.messages.entries()) {
      const sender = byEmail.get(email)!;
      const file = typeof msg === 'string' ? null : (msg as DemoFile);
      if (file) {
        await tx.insert(chatFiles).values({
          groupId: created.id,
          uploaderUserId: sender.id,
          storedName: file.storedName,
          originalName: file.name,
          mimetype: file.mimetype,
          sizeBytes: demoFileBytes(file).length,
        });
      }
      await tx.insert(chatMessages).values({
        groupId: created.id,
        senderUserId: sender.id,
        senderUsername: sender.username,
        text: file ? null : (msg as string),
        file: file
          ? {
              url: chatMediaUrl(created.id, file.storedName),
              mimetype: file.mimetype,
              originalFileName: file.name,
            }
          : null,
        createdAt: new Date(start + index * 7 * MINUTE),
      });
    }
  }
}

/**
 * Puts the demo chat files on disk for every group whose records name them (the seed writes only the
 * database, which tests share across data directories). Leaves existing files alone.
 */
export async function writeDemoChatFiles(db: Queryable, dataDir: string): Promise<void> {
  const rows = await db
    .select({ groupId: chatFiles.groupId, storedName: chatFiles.storedName })
    .from(chatFiles)
    .where(inArray(chatFiles.storedName, [DEMO_IMAGE.storedName, DEMO_PDF.storedName]));
  for (const row of rows) {
    const dir = chatMediaDir(dataDir, row.groupId);
    const target = path.join(dir, row.storedName);
    const exists = await access(target).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    await mkdir(dir, { recursive: true });
    await writeFile(target, demoFileBytes(row.storedName === DEMO_IMAGE.storedName ? DEMO_IMAGE : DEMO_PDF));
  }
}

function demoFileBytes(file: DemoFile): Buffer {
  return file.storedName === DEMO_IMAGE.storedName ? floorPlanPng() : handoverPdf();
}

/** A 240x160 PNG: a pale floor plan with three rooms and a gateway dot. */
function floorPlanPng(): Buffer {
  const width = 240;
  const height = 160;
  return pngImage(width, height, (x, y) => {
    const wall =
      x < 4 ||
      y < 4 ||
      x >= width - 4 ||
      y >= height - 4 ||
      (x >= 118 && x < 122 && y < 110) ||
      (y >= 78 && y < 82 && x < 120);
    const gateway = (x - 180) ** 2 + (y - 50) ** 2 < 100;
    return gateway ? [25, 118, 210] : wall ? [55, 71, 79] : [236, 239, 241];
  });
}

/** A one-page PDF with the weekend handover notes. */
function handoverPdf(): Buffer {
  return pdfDocument('Weekend handover notes', [
    'Gateway dRisk-Alpha: online, firmware current.',
    'Guest Wi-Fi password rotates on Friday.',
  ]);
}
