/**
 * Puts a story where the app puts a screen: the launch parameters of its page, the app's
 * providers (i18n, toast, global loading) and a router at the story's route, whose moves take
 * the focus to the new screen's heading as the app's do (docs/decisions.md "Moves between screens").
 */
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { Providers } from '../../app/src/app/providers';
import { RouterFocus } from '../../app/src/shared/navigation/router-focus';
import { captureLaunchParams, clearLaunchParams, readPageQueryFrom } from '../../app/src/shared/launch/launch-params';
import { launchSearch, readLanguage, readRoute, readSeed } from './app-parameters';

export const withApp: Decorator = (Story, context) => {
  const language = readLanguage(context.globals);
  const route = readRoute(context.parameters);
  const search = launchSearch(route, language);
  const seed = readSeed(context.args) ?? '';
  // What the app does at start with the page's query: the API clients read these on every call.
  // The story's query is the page's: the preview's own address (a test runner's frame carries
  // its `sessionId` there) must not overlay the story's launch parameters.
  readPageQueryFrom(() => search);
  clearLaunchParams();
  captureLaunchParams(search);
  return (
    <Providers language={language}>
      {/* A new language or seed is a new page load: the screen mounts again and fetches again. */}
      <MemoryRouter key={`${language}${route.path}${seed}`} initialEntries={[`${route.path}${search}`]}>
        <RouterFocus />
        <Story />
      </MemoryRouter>
    </Providers>
  );
};
