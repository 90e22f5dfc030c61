/**
 * The Screen reader panel's two messages between Storybook's manager (speech-panel.tsx) and the
 * story's page (speech-listener.ts): the panel asks the page to read itself, the page answers
 * with what Guidepup's virtual screen reader said there (docs/listening.md "In Storybook").
 */
export const SPEECH_ADDON = 'loan-webview/speech';
export const SPEECH_PANEL = `${SPEECH_ADDON}/panel`;
/** Manager → page: read the story on screen. */
export const SPEECH_LISTEN = `${SPEECH_ADDON}/listen`;
/** Page → manager: what it said. */
export const SPEECH_HEARD = `${SPEECH_ADDON}/heard`;

export interface SpeechRequest {
  storyId: string;
  language: string;
}

export interface SpeechHeard extends SpeechRequest {
  /** One phrase a line, as stories/speech/ holds them. */
  phrases: string[];
  /** What nobody should hear on this page (the story tests fail on each). */
  problems: string[];
  /** The reviewed baseline of this story and language, or null when it has none. */
  baseline: string | null;
}
