import { addons, types } from 'storybook/manager-api';
import { SPEECH_ADDON, SPEECH_PANEL } from './speech-events';
import { SpeechPanelTab } from './speech-panel';

// The Screen reader panel beside Controls, Actions and Accessibility (speech-panel.tsx).
addons.register(SPEECH_ADDON, () => {
  addons.add(SPEECH_PANEL, {
    type: types.PANEL,
    title: 'Screen reader',
    match: ({ viewMode }) => viewMode === 'story',
    render: SpeechPanelTab,
  });
});
