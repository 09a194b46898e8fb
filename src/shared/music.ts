/** Turkish solfège names of the twelve pitch classes (0 = C … 11 = B), as keys are named in Turkish. */
export const KEY_NAMES_TR = [
  "Do",
  "Do diyez",
  "Re",
  "Mi bemol",
  "Mi",
  "Fa",
  "Fa diyez",
  "Sol",
  "La bemol",
  "La",
  "Si bemol",
  "Si",
] as const;
