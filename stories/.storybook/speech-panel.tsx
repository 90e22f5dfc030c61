/** @jsxRuntime classic */
/**
 * The Screen reader panel: what Guidepup's virtual screen reader says on the story on screen, a
 * swipe at a time from the top, in the toolbar's language, read once the story (and its play
 * function) has finished and again on "Read again" (after a tap in the canvas). It says whether
 * that is still the story's reviewed baseline (stories/speech/<language>/<story id>.txt) and lists
 * what nobody should hear, as the story tests do (docs/listening.md "In Storybook").
 */
// Classic JSX: the manager bundles its addons with React.createElement for its own React, which is
// not the workbench's (an element of the automatic runtime's React 19 does not render there).
import React, { useEffect, useState, type CSSProperties } from 'react';
import { AddonPanel, Button } from 'storybook/internal/components';
import { STORY_FINISHED } from 'storybook/internal/core-events';
import { useChannel, useGlobals, useStorybookState } from 'storybook/manager-api';
import { SPEECH_HEARD, SPEECH_LISTEN, type SpeechHeard, type SpeechRequest } from './speech-events';

const LANGUAGE_NAMES: Record<string, string> = { es: 'Spanish', en: 'English' };

const styles = {
  panel: { padding: '10px 15px', fontSize: 13, lineHeight: 1.5 },
  bar: { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 8 },
  problem: { color: '#c0392b', margin: '4px 0' },
  phrases: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', margin: 0, paddingLeft: '3.2em' },
  end: { opacity: 0.6 },
} satisfies Record<string, CSSProperties>;

/** Where the page's phrases and the baseline first part, as a sentence (or that they agree). */
function againstBaseline(heard: SpeechHeard): string {
  const file = `stories/speech/${heard.language}/${heard.storyId}.txt`;
  if (heard.baseline === null) return `No reviewed baseline (${file}): only screen and promotion stories have one.`;
  const expected = heard.baseline.replace(/\n$/, '').split('\n');
  const line = Math.max(expected.length, heard.phrases.length);
  const first = Array.from({ length: line }, (_, i) => i).find((i) => expected[i] !== heard.phrases[i]);
  if (first === undefined) return `The same as the reviewed baseline, ${file}.`;
  return `Not the reviewed baseline (${file}) from line ${first + 1}: it says "${expected[first] ?? '(nothing)'}", the page now "${heard.phrases[first] ?? '(nothing)'}".`;
}

function SpeechPanel() {
  const { storyId } = useStorybookState();
  const [globals] = useGlobals();
  const language = typeof globals.language === 'string' ? globals.language : 'es';
  const [heard, setHeard] = useState<SpeechHeard | null>(null);
  const emit = useChannel(
    {
      [SPEECH_HEARD]: (answer: SpeechHeard) => setHeard(answer),
      [STORY_FINISHED]: () => emit(SPEECH_LISTEN, { storyId, language } satisfies SpeechRequest),
    },
    [storyId, language],
  );
  // When the panel opens, and on another story or language (the page answers once it has finished).
  useEffect(() => {
    if (storyId) emit(SPEECH_LISTEN, { storyId, language } satisfies SpeechRequest);
  }, [emit, storyId, language]);

  const current = heard?.storyId === storyId && heard.language === language ? heard : null;
  return (
    <div style={styles.panel}>
      <div style={styles.bar}>
        <Button size="small" onClick={() => emit(SPEECH_LISTEN, { storyId, language } satisfies SpeechRequest)}>
          Read again
        </Button>
        <span>
          What a screen reader says, a swipe at a time from the top, in {LANGUAGE_NAMES[language] ?? language} (Guidepup&apos;s virtual
          screen reader: a simulation of TalkBack and VoiceOver, not either).
        </span>
      </div>
      {current ? (
        <>
          <p>{againstBaseline(current)}</p>
          {current.problems.map((problem) => (
            <p key={problem} style={styles.problem}>
              {problem}
            </p>
          ))}
          <ol style={styles.phrases} aria-label="Spoken phrases">
            {current.phrases.map((phrase, index) => (
              <li key={index} style={phrase.startsWith('end of') ? styles.end : undefined}>
                {phrase}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>Reading the story…</p>
      )}
    </div>
  );
}

/** The panel's tab: it reads the story only while it is open. */
export function SpeechPanelTab({ active }: { active?: boolean }) {
  return <AddonPanel active={!!active}>{active ? <SpeechPanel /> : <span />}</AddonPanel>;
}
