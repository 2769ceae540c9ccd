// Generated from the API's OpenAPI document by `npm run generate:api-types`. Do not edit:
// change the API's route schemas and run the command again (npm test fails while they differ).

/**
 * The `pattern` of each property of the API's named schemas that has one (apiPatterns.<Schema>.<property>),
 * as the API states it: openapi-typescript drops patterns from the types. Build a RegExp from it.
 */
export const apiPatterns = {
  AdminMedicine: {
    nafdacNumber: "^(?:(?:[A-Z][0-9]{1,2}|[0-9]{2})-[0-9]{4,6}[A-Z]?)?$",
  },
  Medicine: {
    nafdacNumber: "^(?:(?:[A-Z][0-9]{1,2}|[0-9]{2})-[0-9]{4,6}[A-Z]?)?$",
  },
} as const;
