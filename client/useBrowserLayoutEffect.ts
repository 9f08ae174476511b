/**
 * `useLayoutEffect` in the browser, `useEffect` (which never runs there) on the server: the same
 * components render on both, and React warns about a layout effect during server rendering.
 */
import { useEffect, useLayoutEffect } from 'react';

export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
