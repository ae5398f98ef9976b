// What screen-group chunks take from the main file instead of carrying their own copies: one
// preact, one set of hooks and contexts (a second copy would break them), the shared primitives.
// rollup.config.mjs maps a chunk's imports of these modules here; a unit test keeps the two lists equal.
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { computed, effect, signal } from '@preact/signals';
import * as messages from './screens/messages';
import { interpolate } from './screens/interpolate';
import * as Button from './ui/Button';
import * as Container from './ui/Container';
import * as StyleContext from './ui/StyleContext';
import * as Feedback from './ui/Feedback';
import { scriptFor } from './loading/script';

export const chunkRuntime = {
  react: { useContext, useEffect, useId, useMemo, useRef, useState },
  'react/jsx-runtime': { Fragment, jsx, jsxs },
  '@preact/signals': { computed, effect, signal },
  'screens/messages': messages,
  'screens/interpolate': { interpolate },
  'ui/Button': Button,
  'ui/Container': Container,
  'ui/StyleContext': StyleContext,
  'ui/Feedback': Feedback,
  // How a group makes a third party's script (loading/externalScript.ts): the page's one policy.
  'loading/script': { scriptFor },
};
