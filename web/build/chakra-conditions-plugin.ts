// Chakra's style engine asks "is this key a condition (`_hover`, `md`, …)?" for every nested style key it
// resolves, and each answer builds a fresh array of all ~100 condition names (`Object.keys(values)`) to
// search it: about a sixth of `createSystem`'s time (plus the garbage it leaves), and again for every
// styled element a dashboard renders. The set of conditions is fixed once the system exists, so the
// build answers from a Set made once. The build fails if Chakra's source no longer reads as expected,
// rather than silently shipping without the change.
import type { Plugin } from 'vite';

const CONDITIONS_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/;
const SLOW_LOOKUP = 'return keys().includes(key) ||';
const SET_LOOKUP = 'return conditionKeys.has(key) ||';
const VALUES = 'const values = Object.assign({}, conditions, breakpoints.conditions);';

export function chakraConditionLookup(): Plugin {
  return {
    name: 'chakra-condition-lookup',
    transform(code, id) {
      if (!CONDITIONS_MODULE.test(id)) return null;
      if (!code.includes(SLOW_LOOKUP) || !code.includes(VALUES)) {
        this.error(`${id} changed: review web/build/chakra-conditions-plugin.ts`);
      }
      return {
        code: code
          .replace(VALUES, `${VALUES}\n  const conditionKeys = new Set(Object.keys(values));`)
          .replace(SLOW_LOOKUP, SET_LOOKUP),
        map: null,
      };
    },
  };
}
