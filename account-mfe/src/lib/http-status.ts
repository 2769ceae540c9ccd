/** The HTTP status of a failed apiClient call, if the server answered. */
export function httpStatus(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}
