/** Height the page keeps free at its end on phones, so the section tab bar never covers the last lines. */
export const TAB_BAR_SPACE = '20';
