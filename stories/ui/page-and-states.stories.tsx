import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Page } from '../../app/src/shared/ui/page/page';
import { EmptyState } from '../../app/src/shared/ui/screen-state/empty-state';
import { ErrorState } from '../../app/src/shared/ui/screen-state/error-state';
import { INLINE_DOCS } from '../.storybook/app-parameters';

const meta = {
  title: 'UI kit/Page and screen states',
  component: Page,
  parameters: INLINE_DOCS,
  args: { title: 'Servicio al cliente' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of every screen: the main landmark and the heading (also the document title). */
export const Frame: Story = {
  args: { children: <p style={{ padding: 16 }}>Contenido de la pantalla.</p> },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvasElement.ownerDocument.title).toBe(args.title);
  },
};

/** What a screen shows when its data could not be loaded; retry reloads it. */
export const LoadFailed: Story = {
  args: { title: 'Servicio al cliente' },
  render: (args) => {
    const retry = fn();
    return (
      <Page {...args}>
        <ErrorState onRetry={retry} />
      </Page>
    );
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cargar la información');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  },
};

export const LoadFailedEnglish: Story = {
  ...LoadFailed,
  args: { title: 'Customer service' },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The information could not be loaded');
  },
};

/** What a screen shows when it loaded fine but has nothing to show. */
export const Empty: Story = {
  render: (args) => (
    <Page {...args}>
      <EmptyState />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay información por ahora.')).toBeVisible();
  },
};
