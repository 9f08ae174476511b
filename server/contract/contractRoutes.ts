/** Where the contract is served, under the base URL, and what each file is sent as. */
export const CONTRACT_FILES = {
  '/openapi.yaml': 'application/yaml; charset=utf-8',
  '/openapi.json': 'application/json; charset=utf-8',
} as const;

/** The link pages give readers ("Download OpenAPI"). */
export const CONTRACT_DOWNLOAD_ROUTE = '/openapi.yaml';
