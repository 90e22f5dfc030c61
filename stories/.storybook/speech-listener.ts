/**
 * The story page's side of the Screen reader panel (speech-panel.tsx): when the panel asks, the
 * page reads itself as it is now with Guidepup's virtual screen reader (support/speech.ts, loaded
 * on the first request) and answers with the phrases, what nobody should hear, and the story's
 * reviewed baseline in that language (stories/speech/), so the panel can say whether they agree.
 */
import { STORY_RENDER_PHASE_CHANGED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { SPEECH_HEARD, SPEECH_LISTEN, type SpeechHeard, type SpeechRequest } from './speech-events';

/** The reviewed baselines, each its own small chunk, fetched when its story is read. */
const BASELINES = import.meta.glob<string>('../speech/*/*.txt', { query: '?raw', import: 'default' });

async function answer({ storyId, language }: SpeechRequest): Promise<SpeechHeard> {
  const { listen } = await import('../support/speech');
  const heard = await listen(document.body).catch((error: unknown) => ({
    phrases: [],
    problems: [`the page could not be read: ${error instanceof Error ? error.message : String(error)}`],
  }));
  const baseline = (await BASELINES[`../speech/${language}/${storyId}.txt`]?.()) ?? null;
  return { storyId, language, ...heard, baseline };
}

/**
 * Answers the panel's requests from now on (once the page's channel to the manager is up): at
 * once when the story on the page has finished (rendered, played, checked), otherwise when it
 * finishes, so a request made while a story loads does not read a page half drawn.
 */
export function answerThePanel(): void {
  let finished = false;
  let waiting: SpeechRequest | null = null;
  const reply = (request: SpeechRequest) => {
    void answer(request).then((heard) => addons.getChannel().emit(SPEECH_HEARD, heard));
  };
  const onPhase = ({ newPhase }: { newPhase: string }) => {
    finished = newPhase === 'finished';
    if (finished && waiting) reply(waiting);
    if (finished) waiting = null;
  };
  const onListen = (request: SpeechRequest) => {
    if (finished) reply(request);
    else waiting = request;
  };
  void addons.ready().then((channel) => {
    channel.on(STORY_RENDER_PHASE_CHANGED, onPhase);
    channel.on(SPEECH_LISTEN, onListen);
    import.meta.hot?.dispose(() => {
      channel.off(STORY_RENDER_PHASE_CHANGED, onPhase);
      channel.off(SPEECH_LISTEN, onListen);
    });
  });
}
