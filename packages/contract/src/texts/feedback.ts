/** Feedback (/dashboard/feedback). */
export const FEEDBACK_TEXT = {
  feedbackLabel: 'Enter Feedback',
  submit: 'Submit',
  ok: 'Ok',
} as const;
