import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { HELP_TEXT, UI_TEXT } from '@drisk/contract/client';
import { DelayedSpinner, EmptyState, LoadError, useText } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { ScreenHeader } from '../shared/ScreenHeader';

/** Help (/dashboard/help): the FAQ as expandable question and answer items. */
export function HelpPage() {
  const { data: faq, error, loading, reload } = useApiQuery('getFAQ');
  const ui = useText(UI_TEXT);
  const text = useText(HELP_TEXT);

  return (
    <Box component="section">
      <ScreenHeader />
      {error && <LoadError message={error.message} onRetry={() => void reload()} />}
      {loading && !faq && <DelayedSpinner label={text.loading} />}
      {faq && faq.length === 0 && <EmptyState title={ui.noDataAvailable} />}
      {faq && faq.length > 0 && (
        <Box sx={{ maxWidth: 900 }}>
          {faq.map((entry) => (
            // Each question is a level-2 heading under the screen's h1 (MUI's default is h3).
            <Accordion key={entry.faq_id} disableGutters slotProps={{ heading: { component: 'h2' } }}>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${entry.faq_id}-question`}
                aria-controls={`faq-${entry.faq_id}-answer`}
              >
                <Typography component="span" variant="subtitle1" sx={{ fontWeight: 500 }}>
                  {entry.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                  {entry.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Box>
  );
}
