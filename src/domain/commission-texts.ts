/** The commission field of the administrator's categories page. */
export const commissionTexts = {
  title: 'Commission',
  label: 'Commission (%)',
  description: (defaultPercent: string) => `Empty: the default, ${defaultPercent} %. Up to two decimals.`,
  save: 'Save commission',
  saved: 'Commission saved',
  failed: 'Failed to save the commission',
} as const;
