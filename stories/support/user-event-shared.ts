/**
 * What `@testing-library/user-event` is for Guidepup's virtual screen reader in the workbench
 * (the alias in .storybook/main.ts): the copy the play functions use, which `storybook/test`
 * carries inside itself. The screen reader sets user-event up on the page when it starts; a second
 * copy set up beside the play functions' one intercepted every input's value twice, and the next
 * story's typing went wrong (docs/listening.md "How the walk runs").
 */
import { uninstrumentedUserEvent } from 'storybook/test';

// Imported, then exported: Storybook's build turns a re-export from 'storybook/test' into code
// that does not parse.
export const userEvent = uninstrumentedUserEvent;
