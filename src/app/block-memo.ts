import { createContext, type ComponentType, type ReactNode } from 'react';
import type { ComponentRendering } from '../cms/types.ts';

export interface BlockMemoProps {
  /** The rendering as the layout holds it (the CMS cache hands every request the same object). */
  rendering: ComponentRendering;
  /** Its place in the layout, which its element ids come from. */
  scope: string;
  /** The block as the page would render it. */
  children: ReactNode;
}

/**
 * Where the server puts its block memo (src/server/block-memo.tsx): a component each rendered
 * block passes through, which may answer with the HTML the same block rendered before from the
 * same data. Absent in the browser, in edit mode, in fragments and in tests: blocks render as
 * they are. Kept apart from the memo itself so that nothing server-only reaches the browser.
 */
export const BlockMemoContext = createContext<ComponentType<BlockMemoProps> | null>(null);
