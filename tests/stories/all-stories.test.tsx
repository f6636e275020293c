/**
 * Every Storybook story renders in jsdom without throwing and shows the text it declares as its key
 * content (`parameters.keyContent`). A story without keyContent fails: each story states what it shows.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import type { Decorator } from '@storybook/react';

type StoryModule = Parameters<typeof composeStories>[0];
/** The part of a composed story this test uses. */
interface ComposedStory {
  parameters: Record<string, unknown>;
  load: () => Promise<void>;
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

/** Render errors inside a story are caught here and fail that story with the component's message. */
let renderError: Error | undefined;
class StoryErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    renderError ??= Object.assign(error, { componentStack: info.componentStack });
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
const withErrorBoundary: Decorator = (Story) => (
  <StoryErrorBoundary>
    <Story />
  </StoryErrorBoundary>
);

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * What the page says: its text plus the accessible names that icons carry (aria-label, title, alt),
 * so an icon-only control states its key content by the name a screen reader announces.
 */
function pageText(): string {
  const names = [...document.body.querySelectorAll('[aria-label], [title], img[alt]')].map(
    (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''} ${el.getAttribute('alt') ?? ''}`,
  );
  return normalise(`${document.body.textContent ?? ''} ${names.join(' ')}`);
}

describe('stories', () => {
  it('finds the story files', () => {
    expect(Object.keys(modules).length, 'no stories/**/*.stories.tsx found').toBeGreaterThan(0);
  });

  for (const [file, mod] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(mod, { decorators: [withErrorBoundary] })) as [string, ComposedStory][];
    const name = file.replace('../../stories/', '');

    describe(name, () => {
      it('exports at least one story', () => {
        expect(stories.length).toBeGreaterThan(0);
      });

      for (const [exportName, Story] of stories) {
        it(`${exportName} renders its key content`, async () => {
          const keyContent = Story.parameters.keyContent;
          expect(
            Array.isArray(keyContent) && keyContent.length > 0 && keyContent.every((t) => typeof t === 'string' && t.trim()),
            `${name} ${exportName}: parameters.keyContent must list the texts the story shows`,
          ).toBe(true);

          // load() first runs Storybook's cleanups, unmounting the story before (its portals, such as
          // toasts in body, must not lend their text to this one).
          await Story.load();
          renderError = undefined;
          const canvas = document.createElement('div');
          document.body.appendChild(canvas);
          try {
            await Story.run({ canvasElement: canvas });
            if (renderError) throw renderError;
            // Texts may arrive after a loader, a query or a portal (toasts render into body).
            await waitFor(
              () => {
                if (renderError) throw renderError;
                const text = pageText();
                const missing = (keyContent as string[]).filter((t) => !text.includes(normalise(t)));
                expect(missing, `missing key content; the story shows: "${text.slice(0, 400)}"`).toEqual([]);
              },
              { timeout: 3000 },
            );
            expect(renderError).toBeUndefined();
          } finally {
            canvas.remove();
          }
        });
      }
    });
  }
});
