// Generated from the API's OpenAPI document by `npm run generate:api-types`. Do not edit:
// change the API's route schemas and run the command again (npm test fails while they differ).

export interface paths {
    "/api/account/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My saved cards (never the authorization code): where each came from (the checkout and the day I saved it) and the refill plans that use it. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                bank: string;
                                brand: string;
                                expMonth: string;
                                expYear: string;
                                /** Format: uuid */
                                id: string;
                                last4: string;
                                /** @description The shopper's refill plans (not cancelled) that use this card. */
                                plans: {
                                    /** @description The plan charges this card automatically (the shopper consented). */
                                    autoPay: boolean;
                                    /** Format: uuid */
                                    id: string;
                                    medicineName: string;
                                    status: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the shopper asked to save it, on their own checkout.
                                 */
                                savedAt: string;
                                /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                savedAtOrder: string | null;
                                /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                savedFrom: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of my saved cards: it can never be charged again, and the refill plans that charged it mail a pay link instead (listed in the answer). 404 for any card not mine. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            /** Format: uuid */
                            id: string;
                            last4: string;
                            /** @description The plans that used the card: no card and no automatic payment now. */
                            plans: {
                                /** @description The plan charges this card automatically (the shopper consented). */
                                autoPay: boolean;
                                /** Format: uuid */
                                id: string;
                                medicineName: string;
                                status: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's consents, one per purpose and channel, none given unless they gave it. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                channel: "sms" | "whatsapp" | "email" | "prescriptions" | "conversations";
                                given: {
                                    at: string;
                                    phone: string | null;
                                    /** @description False while the number was not proved with a code (POST /api/account/phone-verification, then /confirm): nothing is texted to it until then. */
                                    phoneVerified: boolean;
                                    via: string;
                                    wordingVersion: string;
                                } | null;
                                needsPhone: boolean;
                                /** @enum {string} */
                                purpose: "order-updates" | "offers" | "health-data";
                                title: string;
                                withdrawn: {
                                    at: string;
                                    via: string;
                                } | null;
                                /** @description What the shopper agrees to, word for word, in the shopper's language (Accept-Language, else the account's). */
                                wording: string;
                                /** @description Send it back when giving the consent: the wording agreed to, language included ("2026-11-26" English, "2026-11-26-pcm" Pidgin). */
                                wordingVersion: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Give a consent: the purpose, the channel, the wording version read, and the mobile number for SMS or WhatsApp. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "sms" | "whatsapp" | "email" | "prescriptions" | "conversations";
                        phone?: string | null;
                        /** @enum {string} */
                        purpose: "order-updates" | "offers" | "health-data";
                        /** @enum {string} */
                        via?: "account" | "sign-up" | "checkout" | "prescription-upload" | "ask-pharmacist";
                        wordingVersion: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                channel: "sms" | "whatsapp" | "email" | "prescriptions" | "conversations";
                                given: {
                                    at: string;
                                    phone: string | null;
                                    /** @description False while the number was not proved with a code (POST /api/account/phone-verification, then /confirm): nothing is texted to it until then. */
                                    phoneVerified: boolean;
                                    via: string;
                                    wordingVersion: string;
                                } | null;
                                needsPhone: boolean;
                                /** @enum {string} */
                                purpose: "order-updates" | "offers" | "health-data";
                                title: string;
                                withdrawn: {
                                    at: string;
                                    via: string;
                                } | null;
                                /** @description What the shopper agrees to, word for word, in the shopper's language (Accept-Language, else the account's). */
                                wording: string;
                                /** @description Send it back when giving the consent: the wording agreed to, language included ("2026-11-26" English, "2026-11-26-pcm" Pidgin). */
                                wordingVersion: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/consents/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a consent (nothing more is sent on that channel for that purpose). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "sms" | "whatsapp" | "email" | "prescriptions" | "conversations";
                        /** @enum {string} */
                        purpose: "order-updates" | "offers" | "health-data";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                channel: "sms" | "whatsapp" | "email" | "prescriptions" | "conversations";
                                given: {
                                    at: string;
                                    phone: string | null;
                                    /** @description False while the number was not proved with a code (POST /api/account/phone-verification, then /confirm): nothing is texted to it until then. */
                                    phoneVerified: boolean;
                                    via: string;
                                    wordingVersion: string;
                                } | null;
                                needsPhone: boolean;
                                /** @enum {string} */
                                purpose: "order-updates" | "offers" | "health-data";
                                title: string;
                                withdrawn: {
                                    at: string;
                                    via: string;
                                } | null;
                                /** @description What the shopper agrees to, word for word, in the shopper's language (Accept-Language, else the account's). */
                                wording: string;
                                /** @description Send it back when giving the consent: the wording agreed to, language included ("2026-11-26" English, "2026-11-26-pcm" Pidgin). */
                                wordingVersion: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the shop holds about the caller, as JSON and CSV in one zip archive, made on the spot. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A zip: README.txt, data.json, csv/<table>.csv. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erase the account: personal details and files (prescription images, conversation attachments, lab results) removed or anonymised everywhere except the dispensing records pharmacy law keeps; every session ends and signing in is no longer possible. The password is checked behind the login guard (wrong ones count as failed logins). 409 `open-orders` while an order is still open (not yet delivered or cancelled): the message lists them. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The word "erase": the shopper confirmed.
                         * @enum {string}
                         */
                        confirm: "erase";
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Erased. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/phone-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a six-digit code by SMS to the phone (valid 10 minutes). 400 for a number that is not Nigerian; 409 code-sent within 30 s of the last one; 429 phone-code-limit past the caps per account (5 an hour, 10 a day), per number (3, 6) and per client address (300, 2,000). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A Nigerian mobile number: 0803 123 4567 or +234 803 123 4567. */
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            phone: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/phone-verification/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Type back the code: the phone is then verified for the caller. 400 for a wrong code; 409 code-expired or code-locked (5 wrong codes). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** @description A Nigerian mobile number: 0803 123 4567 or +234 803 123 4567. */
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            phone: string;
                            verified: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ambulances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All ambulances for admins (hidden too): search, hidden filter, sort, page. */
        get: {
            parameters: {
                query?: {
                    availability?: boolean;
                    /** @description true: hidden only; false: shown only; leave out for both */
                    hidden?: boolean;
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of the name, location or other text */
                    search?: string;
                    sort?: "name" | "-name" | "location" | "-location" | "updatedAt" | "-updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availability: boolean;
                            hidden: boolean;
                            /** Format: uuid */
                            id: string;
                            location: string;
                            name: string;
                            updatedAt: string;
                            /** @description Send it back with an edit; a different one answers 409 */
                            version: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin changes, newest first; filter by record (entityType, entityId), by admin (actorId), by action or text. */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actorId?: string;
                    entityId?: string;
                    entityType?: "medicine" | "category" | "pharmacy" | "ambulance" | "laboratory" | "order" | "user" | "prescription-check";
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of the record or admin name */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            action: string;
                            actorId: string | null;
                            actorName: string;
                            /** @description ISO 8601 */
                            at: string;
                            changes: {
                                field: string;
                                from: unknown;
                                to: unknown;
                            }[];
                            /** Format: uuid */
                            entityId: string;
                            entityName: string;
                            entityType: string;
                            /** Format: uuid */
                            id: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/actors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admins who appear in the audit log (for its filter). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actorId: string | null;
                            actorName: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/batches/{id}/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recall a batch (admin): in one transaction its units stop being sellable and unsent orders get other batches (or are refunded); every shopper who had it is mailed once. A second submission answers the same recall (created: false). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nafdacReference?: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: boolean;
                            recall: {
                                batch: {
                                    expiryDate: string | null;
                                    gtin: string | null;
                                    /** Format: uuid */
                                    id: string;
                                    lotNumber: string;
                                    /** Format: uuid */
                                    medicineId: string;
                                };
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                nafdacReference: string;
                                orders: {
                                    customerEmail: string;
                                    mailedAt: string | null;
                                    /** Format: uuid */
                                    orderId: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    outcome: "reallocated" | "refunded" | "received";
                                    quantity: number;
                                    status: string;
                                }[];
                                reason: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/batches/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Return units of a batch to the distributor it came from (admin; all its units when quantity is left out): they leave the stock; a batch returned whole is marked returned. 409 when it holds fewer units, has no distributor, or changed (expectedQuantity). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @description The units the admin saw in the batch: when it holds another number now, 409 (the form was sent twice, or the batch changed). */
                        expectedQuantity?: number;
                        /** @description Credit note or waybill. */
                        note?: string;
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            batchId: string;
                            /** @description Units left in the batch. */
                            quantity: number;
                            /** @enum {string} */
                            status: "sellable" | "quarantined" | "recalled" | "returned";
                            /** @description The medicine's sellable units now. */
                            stockQuantity: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/batches/{id}/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write off units of a batch (admin) with the reason, recorded in the stock movements and the audit log. 409 when the batch holds fewer units, or another number than expectedQuantity. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The units the admin saw in the batch: when it holds another number now, 409 (the form was sent twice, or the batch changed). */
                        expectedQuantity?: number;
                        quantity: number;
                        /** @description Why the units are written off (broken, expired on the shelf, lost...). */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            batchId: string;
                            /** @description Units left in the batch. */
                            quantity: number;
                            /** @enum {string} */
                            status: "sellable" | "quarantined" | "recalled" | "returned";
                            /** @description The medicine's sellable units now. */
                            stockQuantity: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every medicine (hidden ones too) as CSV, streamed, with the columns id, name, category, class, price_naira, nafdac_number, active_ingredients, strength, dosage_form, pack_size, manufacturer, featured, hidden, description, dosage, side_effects: edit it in a spreadsheet and import it back (admin). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reads a catalogue CSV (as exported; id empty adds a medicine, at most 20000 rows) and says what each row does: created, changed (with the fields), unchanged, or refused with the reasons (class missing, NAFDAC format, unknown category, negative price…). A dry run by default; with apply true, every change is made in one transaction and audited, or none when a row is refused (admin). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        apply?: boolean;
                        csv: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Whether the catalogue was changed (never on a dry run, nor when a row is refused). */
                            applied: boolean;
                            counts: {
                                changed: number;
                                created: number;
                                refused: number;
                                unchanged: number;
                            };
                            rows: {
                                /** @description What a created or changed row sets (price in naira). */
                                fields: string[];
                                id: string | null;
                                /** @description The line of the file (the header is line 1). */
                                line: number;
                                name: string;
                                /** @description Why a row is refused. */
                                reasons: string[];
                                /** @enum {string} */
                                result: "created" | "changed" | "unchanged" | "refused";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All medicine categories for admins (hidden too), with their medicine counts: search, hidden, sort, page. */
        get: {
            parameters: {
                query?: {
                    /** @description true: hidden only; false: shown only; leave out for both */
                    hidden?: boolean;
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name" | "medicines" | "-medicines" | "updatedAt" | "-updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminMedicineCategory"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Response times within pharmacist hours (median, 90th percentile), threads opened and waiting. */
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            days: number;
                            /** @description Within pharmacist hours. */
                            medianResponseSeconds: number | null;
                            /** Format: date-time */
                            oldestWaitingSince: string | null;
                            /** @description Within pharmacist hours. */
                            p90ResponseSeconds: number | null;
                            /** @description First replies that ended a wait. */
                            replies: number;
                            threadsOpened: number;
                            waitingNow: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ambulance requests by outcome and median times. */
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelled: number;
                            closed: number;
                            days: number;
                            falseAlarms: number;
                            medianSecondsToArrive: number | null;
                            medianSecondsToAssign: number | null;
                            open: number;
                            requests: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin home (admin): sales today, this week and this month against the period before; orders waiting by state with the oldest one’s age; prescriptions waiting, oldest first; low and out of stock with days of cover; open and failed refunds; payments flagged. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Sellable batches with units left expiring within `withinDays` days (Lagos), soonest first. */
                            expiring: {
                                /** @description The soonest 20, already expired ones first. */
                                batches: {
                                    batchId: string;
                                    /** @description Days from today (Lagos) to the expiry date; negative once expired. */
                                    daysLeft: number;
                                    /** @description YYYY-MM-DD, the last day of use. */
                                    expiryDate: string;
                                    lotNumber: string;
                                    medicineId: string;
                                    name: string;
                                    quantity: number;
                                }[];
                                /** @description All such batches. */
                                count: number;
                                /** @description Their units, all batches. */
                                units: number;
                                withinDays: number;
                            };
                            generatedAt: string;
                            /** @description Payments flagged for an admin. */
                            payments: {
                                count: number;
                                /** @description Naira (two decimals at most). */
                                naira: number;
                            };
                            prescriptions: {
                                beforePayment: {
                                    count: number;
                                    /** @description Hours the oldest has waited; null when nothing waits. */
                                    oldestAgeHours: number | null;
                                    /** @description ISO 8601; null when nothing waits. */
                                    oldestSince: string | null;
                                };
                                /** @description Placed orders waiting for a pharmacist, oldest first (at most 10). */
                                orders: {
                                    ageHours: number;
                                    orderId: string;
                                    orderNumber: string;
                                    since: string;
                                }[];
                            };
                            refunds: {
                                /** @description Failed or needing attention at the provider. */
                                failed: {
                                    count: number;
                                    /** @description Naira (two decimals at most). */
                                    naira: number;
                                    /** @description Hours the oldest has waited; null when nothing waits. */
                                    oldestAgeHours: number | null;
                                    /** @description ISO 8601; null when nothing waits. */
                                    oldestSince: string | null;
                                };
                                /** @description Asked of the provider, not finished. */
                                pending: {
                                    count: number;
                                    /** @description Naira (two decimals at most). */
                                    naira: number;
                                    /** @description Hours the oldest has waited; null when nothing waits. */
                                    oldestAgeHours: number | null;
                                    /** @description ISO 8601; null when nothing waits. */
                                    oldestSince: string | null;
                                };
                            };
                            /** @description Orders placed (cancelled ones left out) and what they were charged, delivery included, in Lagos time. */
                            sales: {
                                month: {
                                    current: {
                                        /** @description Naira (two decimals at most). */
                                        averageBasket: number;
                                        /** @description Naira (two decimals at most). */
                                        naira: number;
                                        orders: number;
                                    };
                                    /** @description When the period began (Lagos midnight), ISO 8601. */
                                    from: string;
                                    /** @description The whole period before (yesterday, last week, last month). */
                                    previous: {
                                        /** @description Naira (two decimals at most). */
                                        averageBasket: number;
                                        /** @description Naira (two decimals at most). */
                                        naira: number;
                                        orders: number;
                                    };
                                };
                                today: {
                                    current: {
                                        /** @description Naira (two decimals at most). */
                                        averageBasket: number;
                                        /** @description Naira (two decimals at most). */
                                        naira: number;
                                        orders: number;
                                    };
                                    /** @description When the period began (Lagos midnight), ISO 8601. */
                                    from: string;
                                    /** @description The whole period before (yesterday, last week, last month). */
                                    previous: {
                                        /** @description Naira (two decimals at most). */
                                        averageBasket: number;
                                        /** @description Naira (two decimals at most). */
                                        naira: number;
                                        orders: number;
                                    };
                                };
                                week: {
                                    current: {
                                        /** @description Naira (two decimals at most). */
                                        averageBasket: number;
                                        /** @description Naira (two decimals at most). */
                                        naira: number;
                                        orders: number;
                                    };
                                    /** @description When the period began (Lagos midnight), ISO 8601. */
                                    from: string;
                                    /** @description The whole period before (yesterday, last week, last month). */
                                    previous: {
                                        /** @description Naira (two decimals at most). */
                                        averageBasket: number;
                                        /** @description Naira (two decimals at most). */
                                        naira: number;
                                        orders: number;
                                    };
                                };
                            };
                            stock: {
                                /** @description On sale, at or under the reorder level, not out. */
                                low: number;
                                /** @description Out of stock first, then the fewest days of cover (at most 20). */
                                medicines: {
                                    /** @description Days the units last at the last 30 days’ rate; null with no sales. */
                                    daysOfCover: number | null;
                                    medicineId: string;
                                    name: string;
                                    onHand: number;
                                    out: boolean;
                                    reorderLevel: number;
                                    soldLast30Days: number;
                                }[];
                                /** @description On sale with no units on hand. */
                                out: number;
                            };
                            waiting: {
                                count: number;
                                /** @enum {string} */
                                key: "toReview" | "toPack" | "toShip" | "toRefund";
                                label: string;
                                /** @description Hours the oldest has waited; null when nothing waits. */
                                oldestAgeHours: number | null;
                                /** @description ISO 8601; null when nothing waits. */
                                oldestSince: string | null;
                                /** @description The orders' status (the Orders list's filter); null for orders with stock to refund. */
                                status: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/home/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales and orders per Lagos day for the last 30 days, or per month for the last 12 (admin), oldest first. */
        get: {
            parameters: {
                query?: {
                    span?: "days" | "months";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Naira (two decimals at most). */
                            naira: number;
                            orders: number;
                            /** @description yyyy-MM-dd (days) or yyyy-MM (months), Lagos time. */
                            period: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/laboratories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All laboratories for admins (hidden too): search, hidden filter, sort, page. */
        get: {
            parameters: {
                query?: {
                    /** @description true: hidden only; false: shown only; leave out for both */
                    hidden?: boolean;
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of the name, location or other text */
                    search?: string;
                    sort?: "name" | "-name" | "location" | "-location" | "updatedAt" | "-updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            hidden: boolean;
                            /** Format: uuid */
                            id: string;
                            location: string;
                            name: string;
                            updatedAt: string;
                            /** @description Send it back with an edit; a different one answers 409 */
                            version: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/labs/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lab bookings of the last days: paid, cancelled and refunded, collected, no-shows, results uploaded. */
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            awaitingPayment: number;
                            /** @description Bookings made in the period. */
                            bookings: number;
                            cancelled: number;
                            /** @description Samples the laboratory marked collected. */
                            collected: number;
                            days: number;
                            homeCollections: number;
                            /** @description Bookings the laboratory marked no-show. */
                            noShows: number;
                            paid: number;
                            /** @description Cancelled in time for a full refund. */
                            refunded: number;
                            resultsUploaded: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/medicines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All medicines for admins (hidden too): search, filter by category, class, stock state, hidden; sort; page. */
        get: {
            parameters: {
                query?: {
                    categoryId?: string;
                    /** @description true: hidden only; false: shown only; leave out for both */
                    hidden?: boolean;
                    medicineClass?: "otc" | "pharmacy" | "pom";
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of the name, active ingredient, manufacturer or NAFDAC number */
                    search?: string;
                    sort?: "name" | "-name" | "price" | "-price" | "stock" | "-stock" | "updatedAt" | "-updatedAt";
                    stock?: "in-stock" | "low-stock" | "out-of-stock";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminMedicine"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/medicines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One medicine for admins (hidden too), with stock and version. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminMedicine"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/medicines/class-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The prescription-only medicines a name and active ingredients match (admin), and whether the class given disagrees with them: the add and edit forms warn with it. Reads only. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activeIngredients?: string;
                        /**
                         * Format: uuid
                         * @description The medicine being edited, left out of the matches
                         */
                        excludeId?: string;
                        /** @enum {string} */
                        medicineClass?: "otc" | "pharmacy" | "pom";
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            matches: {
                                activeIngredients: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                matchedOn: "name" | "ingredients";
                                name: string;
                            }[];
                            /** @description true when there are matches and medicineClass is not pom */
                            mismatch: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/reroute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: where each parcel of the order could be re-routed: the locations delivering to the order's state (not its own), each with whether it has all the parcel's units now; `reroutable` is false once shipped, delivered, cancelled or for a pickup. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            parcels: {
                                locations: {
                                    hasStock: boolean;
                                    /** @enum {string} */
                                    kind: "pharmacy" | "warehouse";
                                    /** Format: uuid */
                                    locationId: string;
                                    name: string;
                                }[];
                                /** Format: uuid */
                                parcelId: string;
                            }[];
                            reroutable: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Admin: move an order not yet shipped (or one parcel of it, `parcelId`) to another location that delivers to its state and has every unit; the stock follows in one transaction (released at the old location, taken at the new) and the change is audited. 409 not-in-stock, not-covered, not-reroutable (shipped, delivered, cancelled) or a pickup order. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The pharmacy or warehouse to pack it (GET /api/locations).
                         */
                        locationId: string;
                        /**
                         * Format: uuid
                         * @description Only this parcel (GET /api/Order/{id}/parcels); the whole order when left out.
                         */
                        parcelId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Its delivery fee (naira), as shown before paying. */
                            fee: number;
                            /** @description The pharmacy or warehouse packing it. */
                            from: string;
                            /** Format: uuid */
                            id: string;
                            lines: {
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            /** Format: uuid */
                            locationId: string;
                            maxDays: number;
                            minDays: number;
                            /** @enum {string} */
                            status: "pending" | "shipped" | "delivered" | "canceled";
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pay-on-delivery/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reconciliation: for each rider, the pay-on-delivery orders handed to them, what they should have collected and what Paystack confirmed paid. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Naira the rider should have collected (refused deliveries excluded). */
                            due: number;
                            orders: {
                                amount: number;
                                /** Format: uuid */
                                orderId: string;
                                orderNumber: string;
                                paid: number;
                                paidAt: string | null;
                                /** @enum {string} */
                                state: "open" | "paid" | "refused" | "cancelled";
                                status: string;
                            }[];
                            outstanding: number;
                            /** @description Naira Paystack confirmed for those orders. */
                            paid: number;
                            rider: string;
                            riderPhone: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pharmacies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All pharmacies for admins (hidden too): search, hidden filter, sort, page. */
        get: {
            parameters: {
                query?: {
                    /** @description true: hidden only; false: shown only; leave out for both */
                    hidden?: boolean;
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of the name, location or other text */
                    search?: string;
                    sort?: "name" | "-name" | "location" | "-location" | "updatedAt" | "-updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The street address a shopper collects from */
                            address: string;
                            contact: string;
                            /** @description Local government areas it delivers to within those states (empty: the whole states) */
                            deliveryLgas: string[];
                            deliveryRange: string;
                            deliveryStates: ("Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara")[];
                            hidden: boolean;
                            /** @description Shoppers may collect here (needs a street address and a state) */
                            isPickupPoint: boolean;
                            /** @enum {string} */
                            kind: "pharmacy" | "warehouse";
                            /** @description Within Nigeria (4 to 14 degrees north) */
                            latitude: number | null;
                            location: string;
                            /** @description Within Nigeria (2.5 to 15 degrees east) */
                            longitude: number | null;
                            name: string;
                            /** @description For example "Mon–Sat 8:00–21:00, Sun 12:00–18:00" */
                            openingHours: string;
                            /** Format: uuid */
                            pharmacyId: string;
                            /**
                             * @description The state it is in
                             * @enum {string|null}
                             */
                            state: "Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara" | null;
                            updatedAt: string;
                            /** @description Send it back with an edit; a different one answers 409 */
                            version: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pharmacy-staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff account bound to a pharmacy, with the pharmacy (admin only). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            pharmacyId: string;
                            pharmacyName: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recorded data incidents, newest first, each with its 72-hour clock; and the shopper notice template. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                dataAffected: string;
                                description: string;
                                discoveredAt: string;
                                /** @description Whole hours until the deadline (0 once notified or past it). */
                                hoursLeft?: number;
                                id: string;
                                /** @description The regulator was (or is still not) told after the deadline. */
                                overdue?: boolean;
                                /** @description 72 hours after it was discovered. */
                                regulatorDeadline?: string;
                                regulatorNotifiedAt: string | null;
                                shopperNotice: string;
                                shoppersAffected: number;
                                /** @enum {string} */
                                status: "open" | "regulator-notified" | "closed";
                                title: string;
                            }[];
                            noticeTemplate: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Record a data incident: when it was discovered starts the 72-hour clock for notifying the regulator. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dataAffected?: string;
                        description: string;
                        /** Format: date-time */
                        discoveredAt: string;
                        shopperNotice?: string;
                        shoppersAffected?: number;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dataAffected: string;
                            description: string;
                            discoveredAt: string;
                            /** @description Whole hours until the deadline (0 once notified or past it). */
                            hoursLeft?: number;
                            id: string;
                            /** @description The regulator was (or is still not) told after the deadline. */
                            overdue?: boolean;
                            /** @description 72 hours after it was discovered. */
                            regulatorDeadline?: string;
                            regulatorNotifiedAt: string | null;
                            shopperNotice: string;
                            shoppersAffected: number;
                            /** @enum {string} */
                            status: "open" | "regulator-notified" | "closed";
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/incidents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the regulator told (when), or close the incident. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        regulatorNotifiedAt: string;
                        /** @enum {string} */
                        status: "closed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dataAffected: string;
                            description: string;
                            discoveredAt: string;
                            /** @description Whole hours until the deadline (0 once notified or past it). */
                            hoursLeft?: number;
                            id: string;
                            /** @description The regulator was (or is still not) told after the deadline. */
                            overdue?: boolean;
                            /** @description 72 hours after it was discovered. */
                            regulatorDeadline?: string;
                            regulatorNotifiedAt: string | null;
                            shopperNotice: string;
                            shoppersAffected: number;
                            /** @enum {string} */
                            status: "open" | "regulator-notified" | "closed";
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every discount code, newest first, with its uses (admin). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            /** @description Naira. */
                            amountOff: number | null;
                            code: string;
                            createdAt: string;
                            endsAt: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "percent" | "amount";
                            maxUses: number | null;
                            maxUsesPerShopper: number | null;
                            /** @description Naira; the basket (all lines) must reach it. */
                            minBasket: number;
                            percentOff: number | null;
                            startsAt: string | null;
                            usedCount: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Create a discount code (admin): a percentage or an amount off the OTC and pharmacy-only lines (never prescription-only ones), from a minimum basket, between two dates, with a total and a per-shopper limit. Recorded in the audit log. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Naira off (kind amount). */
                        amountOff?: number;
                        /** @description Letters, digits and dashes; stored in upper case. */
                        code: string;
                        /** Format: date-time */
                        endsAt?: string;
                        /** @enum {string} */
                        kind: "percent" | "amount";
                        maxUses?: number;
                        maxUsesPerShopper?: number;
                        /** @description Naira; 0 by default. */
                        minBasket?: number;
                        percentOff?: number;
                        /** Format: date-time */
                        startsAt?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            /** @description Naira. */
                            amountOff: number | null;
                            code: string;
                            createdAt: string;
                            endsAt: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "percent" | "amount";
                            maxUses: number | null;
                            maxUsesPerShopper: number | null;
                            /** @description Naira; the basket (all lines) must reach it. */
                            minBasket: number;
                            percentOff: number | null;
                            startsAt: string | null;
                            usedCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Pause or resume a code (admin); recorded in the audit log. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            /** @description Naira. */
                            amountOff: number | null;
                            code: string;
                            createdAt: string;
                            endsAt: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "percent" | "amount";
                            maxUses: number | null;
                            maxUsesPerShopper: number | null;
                            /** @description Naira; the basket (all lines) must reach it. */
                            minBasket: number;
                            percentOff: number | null;
                            startsAt: string | null;
                            usedCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/recalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recalls, newest first, each with the orders it touched and their state (admin). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batch: {
                                expiryDate: string | null;
                                gtin: string | null;
                                /** Format: uuid */
                                id: string;
                                lotNumber: string;
                                /** Format: uuid */
                                medicineId: string;
                            };
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            nafdacReference: string;
                            orders: {
                                customerEmail: string;
                                mailedAt: string | null;
                                /** Format: uuid */
                                orderId: string;
                                orderNumber: string;
                                /** @enum {string} */
                                outcome: "reallocated" | "refunded" | "received";
                                quantity: number;
                                status: string;
                            }[];
                            reason: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every refill plan (500 at most), next date first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                addressId?: string;
                                /** @description The unit price the shopper last agreed to, naira. */
                                agreedUnitPrice?: number;
                                /** @description The saved card is charged automatically (the shopper consented). */
                                autoPay: boolean;
                                card: {
                                    bank: string;
                                    brand: string;
                                    expMonth: string;
                                    expYear: string;
                                    /** Format: uuid */
                                    id: string;
                                    last4: string;
                                    /**
                                     * Format: date-time
                                     * @description When the shopper asked to save it, on their own checkout.
                                     */
                                    savedAt?: string;
                                    /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                    savedAtOrder?: string | null;
                                    /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                    savedFrom?: string;
                                } | null;
                                createdAt?: string;
                                /** Format: uuid */
                                id: string;
                                intervalDays: number;
                                /** @enum {string} */
                                intervalSource?: "days-supply" | "weeks";
                                lastCycle?: {
                                    amount: number | null;
                                    orderId: string | null;
                                    reason: string | null;
                                    /** @description A Lagos calendar day, YYYY-MM-DD. */
                                    runOn: string;
                                    status: string;
                                } | null;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                /** @description What the next refill costs now with delivery, naira. */
                                nextAmount: number | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                nextRunOn: string;
                                prescribedUnitsLeft?: number | null;
                                prescriptionId?: string | null;
                                quantity: number;
                                /** @enum {string} */
                                status: "active" | "paused" | "needs-confirmation" | "needs-prescription" | "cancelled";
                                /** Format: uuid */
                                userId?: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refills/failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refills to follow up: retrying, given up (plan paused) or waiting for the shopper. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                attempts: number;
                                /** Format: uuid */
                                cycleId: string;
                                medicineName: string;
                                nextAttemptAt: string | null;
                                /** Format: uuid */
                                planId: string;
                                reason: string | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                runOn: string;
                                status: string;
                                userId: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refills/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs the refill scheduler now on this replica. Outside production `at` first sets the refills' clock (to try a plan's dates). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        at: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asked: number;
                            failed: number;
                            notices: number;
                            placed: number;
                            reminders: number;
                            retrying: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refills/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next 7 days' refills by medicine (plans, units, first day), for stock planning. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            from: string;
                            items: {
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                firstOn: string;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                plans: number;
                                /** @description Units to order so every refill of the 7 days can go (0: enough on hand). */
                                short: number;
                                units: number;
                                /** @description Sellable units on hand now. */
                                unitsOnHand: number;
                            }[];
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            to: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log of admin changes, oldest first. From `from` to `to` (Lagos days, yyyy-MM-dd, at most 366; none: all time), as CSV, streamed (admin). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The orders placed, oldest first: items, discount, delivery fee and total in naira, as the orders list shows them. From `from` to `to` (Lagos days, yyyy-MM-dd, at most 366; none: all time), as CSV, streamed (admin). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payments created, oldest first: amount, status, what was refunded (processed) and what is on its way back, as the payments list and its totals count them. From `from` to `to` (Lagos days, yyyy-MM-dd, at most 366; none: all time), as CSV, streamed (admin). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/refunds.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The refunds asked, oldest first, each with its payment, state and amount. From `from` to `to` (Lagos days, yyyy-MM-dd, at most 366; none: all time), as CSV, streamed (admin). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/sales-by-category.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units and naira sold per category, counted as sales-by-medicine, most first. From `from` to `to` (Lagos days, yyyy-MM-dd, at most 366; none: all time), as CSV, streamed (admin). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/sales-by-medicine.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units and naira sold per medicine (lines of orders not cancelled, not refused by the pharmacist; unit price × units, before discounts and delivery), most first. From `from` to `to` (Lagos days, yyyy-MM-dd, at most 366; none: all time), as CSV, streamed (admin). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/stock-movements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every change of stock (all medicines), oldest first: units, units after, reason, batch and order. From `from` to `to` (Lagos days, yyyy-MM-dd, at most 366; none: all time), as CSV, streamed (admin). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock-reports/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Batches expiring soon (admin): sellable and quarantined batches with units expiring within `days` days (default 90), soonest first. */
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batches: {
                                /** Format: uuid */
                                batchId: string;
                                /** @description Negative once expired. */
                                daysLeft: number;
                                expiryDate: string;
                                lotNumber: string;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                                /** @enum {string} */
                                status: "sellable" | "quarantined";
                            }[];
                            units: number;
                            withinDays: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock-reports/on-hand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock on hand by batch (admin): every batch holding units, by medicine and expiry, with the units by status. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batches: {
                                /** Format: uuid */
                                batchId: string;
                                expiryDate: string | null;
                                lotNumber: string;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                openingBalance: boolean;
                                quantity: number;
                                /** @enum {string} */
                                status: "sellable" | "quarantined" | "recalled" | "returned";
                                supplierName: string | null;
                            }[];
                            totals: {
                                quarantined: number;
                                recalled: number;
                                returned: number;
                                sellable: number;
                                units: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock-reports/written-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units written off (with a reason, or as damaged or expired) and returned to distributors between two Lagos days, inclusive (admin; default the last 30 days), newest first, with totals. */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                at: string;
                                batchId: string | null;
                                by: string | null;
                                expiryDate: string | null;
                                /** @enum {string} */
                                kind: "written-off" | "damaged" | "expired" | "returned-to-supplier";
                                lotNumber: string | null;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                /** Format: uuid */
                                movementId: string;
                                note: string;
                                units: number;
                            }[];
                            from: string;
                            to: string;
                            totals: {
                                returned: number;
                                units: number;
                                writtenOff: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock-shortfalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paid orders with units that were gone when they were placed (admin); open=true: those not yet refunded or back-ordered. */
        get: {
            parameters: {
                query?: {
                    open?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            medicineId: string | null;
                            medicineName: string;
                            /** Format: uuid */
                            orderId: string;
                            quantityOrdered: number;
                            quantityShort: number;
                            /** @enum {string|null} */
                            resolution: "refund" | "backorder" | null;
                            resolvedAt: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock-shortfalls/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve an order shortfall (admin): refund cancels the order (refunding its payment and returning the units it took); backorder keeps the order to be filled when stock arrives. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        resolution: "refund" | "backorder";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            medicineId: string | null;
                            medicineName: string;
                            /** Format: uuid */
                            orderId: string;
                            quantityOrdered: number;
                            quantityShort: number;
                            /** @enum {string|null} */
                            resolution: "refund" | "backorder" | null;
                            resolvedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock-suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The licensed distributors batches were received from (admin). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            licenceNumber: string;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transfers between locations, newest first (the last 100); `status=sent` for those in transit. */
        get: {
            parameters: {
                query?: {
                    status?: "sent" | "received";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            fromLocationId: string;
                            fromName: string;
                            /** Format: uuid */
                            id: string;
                            lines: {
                                expiryDate: string | null;
                                lotNumber: string;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            note: string;
                            /** Format: date-time */
                            receivedAt: string | null;
                            /** Format: date-time */
                            sentAt: string;
                            /** @enum {string} */
                            status: "sent" | "received";
                            /** Format: uuid */
                            toLocationId: string;
                            toName: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Send units of batches from one location to another (admin): they leave the source's batches at once (in transit, sold nowhere). 409 when a batch holds fewer units now or is not sellable. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        fromLocationId: string;
                        lines: {
                            /** Format: uuid */
                            batchId: string;
                            quantity: number;
                        }[];
                        note?: string;
                        /** Format: uuid */
                        toLocationId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            fromLocationId: string;
                            fromName: string;
                            /** Format: uuid */
                            id: string;
                            lines: {
                                expiryDate: string | null;
                                lotNumber: string;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            note: string;
                            /** Format: date-time */
                            receivedAt: string | null;
                            /** Format: date-time */
                            sentAt: string;
                            /** @enum {string} */
                            status: "sent" | "received";
                            /** Format: uuid */
                            toLocationId: string;
                            toName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock-transfers/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that a transfer arrived (admin): its units join the destination's batch of the same lot and expiry. Once: 409 after. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            fromLocationId: string;
                            fromName: string;
                            /** Format: uuid */
                            id: string;
                            lines: {
                                expiryDate: string | null;
                                lotNumber: string;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            note: string;
                            /** Format: date-time */
                            receivedAt: string | null;
                            /** Format: date-time */
                            sentAt: string;
                            /** @enum {string} */
                            status: "sent" | "received";
                            /** Format: uuid */
                            toLocationId: string;
                            toName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/expiry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs the expiry housekeeping now (admin): batches at their expiry margin are quarantined, and the day's expiry report is mailed to admins if it was not yet. Outside production `at` runs it as of that moment (to try the dates). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        at: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The Lagos day the run worked for (YYYY-MM-DD). */
                            day: string;
                            /** @description Whether this run mailed the day's expiry report (once a day). */
                            mailed: boolean;
                            /** @description Batches this run took out of sale. */
                            quarantined: {
                                batchId: string;
                                lotNumber: string;
                                quantity: number;
                            }[];
                            recipients: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/telemetry/remotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per remote and version: loads, failures, errors, error rate and load times over the last hours. */
        get: {
            parameters: {
                query?: {
                    hours?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Whether any report came from the canary side */
                            canary: boolean;
                            /** @description (failures + errors) / (loads + failures), 0 without reports */
                            errorRate: number;
                            errors: number;
                            /** @description Of those, the visitors who met at least one failure or error */
                            failingVisitors: number;
                            failures: number;
                            lastErrors?: {
                                message: string;
                                stage: string;
                            }[];
                            /** Format: date-time */
                            lastSeen: string;
                            loads: number;
                            medianLoadMs: number | null;
                            p95LoadMs: number | null;
                            remote: string;
                            version: string;
                            /** @description failingVisitors / visitors, 0 without visitors: what the canary check judges (one visitor, one voice, however many reports) */
                            visitorErrorRate: number;
                            /** @description Distinct visitors whose reports carried the release cookie (epharmacy.visitor) */
                            visitors: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/laboratory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ask to make a user staff of one laboratory (they would then see its bookings and results): a pending request (`accessRequestId`) until a pharmacist other than the admin who asked and the user approves it. `null` takes the binding back at once. Audited (admin only). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        laboratoryId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            accessRequestId: string | null;
                            /**
                             * Format: uuid
                             * @description The laboratory the user is staff of now (unchanged until the request is approved).
                             */
                            laboratoryId: string | null;
                            /** Format: uuid */
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/pharmacist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ask for (with the PCN registration number) or take back a user's pharmacist role (admin only; asking for oneself is 403). A grant is a pending request (`accessRequestId`) until a pharmacist who is neither the admin who asked nor the grantee approves it (`POST /api/pharmacist/health-access-requests/{id}`); taking the role back applies at once. Every request, decision and revoke is audited. The user's next session refresh carries the `pharmacist` claim; pharmacist calls check the database at once. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The PCN registration number, e.g. PCN/045678 (letters, digits, /, - and spaces). Required when granting. */
                        pcnRegistrationNumber?: string;
                        pharmacist: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The pending request a pharmacist must approve (a grant); null for a revoke. */
                            accessRequestId: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            emailConfirmed: boolean;
                            firstName: string;
                            isAdmin: boolean;
                            /** @description May review prescriptions (granted by an admin; an admin is not one unless granted). */
                            isPharmacist: boolean;
                            lastName: string;
                            /** @description The name patients read on a decision, e.g. "Pharm. Ada Example". */
                            pharmacistDisplayName: string | null;
                            /** @description The pharmacist's PCN registration number. */
                            pharmacistRegistration: string | null;
                            /** @description The mobile number (+234 and ten digits), null when none was given. */
                            phone: string | null;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/pharmacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a user staff of one pharmacy or the warehouse (they then see and work only its orders and stock), or take it back with null (admin only). 404 for an unknown user or pharmacy. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        pharmacyId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            pharmacyId: string | null;
                            /** Format: uuid */
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ambulance-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request one of our ambulances (signed in or not; limited per phone, per address typed, per device (`ep_device` cookie or `X-Device-Id`) and per client address). Answers a tracking code; a refusal (429 `call-emergency-line`) tells the caller to call 112 (or 767 in Lagos). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        landmark?: string;
                        latitude?: number;
                        longitude?: number;
                        /** @enum {string} */
                        patient: "self" | "someone-else";
                        phone: string;
                        whatHappened: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            ambulanceName: string | null;
                            /** Format: date-time */
                            arrivedAt: string | null;
                            /** Format: date-time */
                            assignedAt: string | null;
                            /** @description The crew's phone, once an ambulance is assigned. */
                            crewPhone: string | null;
                            /** Format: date-time */
                            endedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            landmark: string;
                            /** Format: date-time */
                            onTheWayAt: string | null;
                            /** @enum {string} */
                            patient: "self" | "someone-else";
                            /** Format: date-time */
                            requestedAt: string;
                            /** @enum {string} */
                            status: "requested" | "assigned" | "on_the_way" | "arrived" | "closed" | "cancelled" | "false_alarm";
                            /** @description Follow the request with it (GET …?code=); shown once. */
                            trackingCode: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ambulance-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's status, for the caller (with its tracking code, or signed in as the account that asked). */
        get: {
            parameters: {
                query?: {
                    code?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            ambulanceName: string | null;
                            /** Format: date-time */
                            arrivedAt: string | null;
                            /** Format: date-time */
                            assignedAt: string | null;
                            /** @description The crew's phone, once an ambulance is assigned. */
                            crewPhone: string | null;
                            /** Format: date-time */
                            endedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            landmark: string;
                            /** Format: date-time */
                            onTheWayAt: string | null;
                            /** @enum {string} */
                            patient: "self" | "someone-else";
                            /** Format: date-time */
                            requestedAt: string;
                            /** @enum {string} */
                            status: "requested" | "assigned" | "on_the_way" | "arrived" | "closed" | "cancelled" | "false_alarm";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ambulance-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller cancels the request (recorded, not deleted). */
        post: {
            parameters: {
                query?: {
                    code?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            ambulanceName: string | null;
                            /** Format: date-time */
                            arrivedAt: string | null;
                            /** Format: date-time */
                            assignedAt: string | null;
                            /** @description The crew's phone, once an ambulance is assigned. */
                            crewPhone: string | null;
                            /** Format: date-time */
                            endedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            landmark: string;
                            /** Format: date-time */
                            onTheWayAt: string | null;
                            /** @enum {string} */
                            patient: "self" | "someone-else";
                            /** Format: date-time */
                            requestedAt: string;
                            /** @enum {string} */
                            status: "requested" | "assigned" | "on_the_way" | "arrived" | "closed" | "cancelled" | "false_alarm";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ambulance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a ambulance (admin; 409 when the version moved on). */
        delete: {
            parameters: {
                query: {
                    /** @description The version the edit starts from (409 when it has moved on) */
                    version: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit a ambulance (admin): any field, hidden; with the version read (409 if it changed since). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        availability?: boolean;
                        /** @description true hides it from the shop */
                        hidden?: boolean;
                        location?: string;
                        name?: string;
                        /** @description The version the edit starts from (409 when it has moved on) */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availability: boolean;
                            hidden: boolean;
                            /** Format: uuid */
                            id: string;
                            location: string;
                            name: string;
                            updatedAt: string;
                            /** @description Send it back with an edit; a different one answers 409 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/ambulance/addAmbulance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an ambulance (admin): name and location required. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        availability?: boolean;
                        /**
                         * Format: uuid
                         * @description Leave out or send the all-zero id: the server assigns one
                         */
                        id?: string;
                        location: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availability: boolean;
                            /** Format: uuid */
                            id: string;
                            location: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ambulance/ambulances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ambulances by name. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availability: boolean;
                            /** Format: uuid */
                            id: string;
                            location: string;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Have the cart's prescription-only lines checked before paying: one of the caller's prescriptions (written within six months) and a phone number for the pharmacist. Answers when it will be checked (from the pharmacist hours). An approval covers exactly these medicines and quantities; it replaces the caller's earlier open requests. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A Nigerian phone number the pharmacist can call. */
                        phone: string;
                        /**
                         * Format: uuid
                         * @description One of the caller's prescriptions (POST /api/prescriptions), written within six months.
                         */
                        prescriptionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            approvalId: string;
                            /** @description The cart's items total in naira (the pay link's page opens the checkout with it), null where not asked. */
                            cartTotal: number | null;
                            /** @description Whether the cart's prescription-only lines are still exactly these (null where not asked). */
                            coversCart: boolean | null;
                            decidedAt: string | null;
                            /** @description The prescription-only lines the check covers: exactly these medicines and quantities. */
                            lines: {
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            /** @description Once approved: the page that opens the checkout for this cart. */
                            payLink: string | null;
                            pharmacistName: string | null;
                            pharmacistRegistration: string | null;
                            /** Format: uuid */
                            prescriptionId: string;
                            reason: string | null;
                            /** Format: date-time */
                            requestedAt: string;
                            /**
                             * Format: date-time
                             * @description When a pharmacist is first on duty to check it (from the pharmacist hours).
                             */
                            reviewFrom: string;
                            /** @description The same in words: "now: …", "today from 08:00", "Monday from 08:00". */
                            reviewFromText: string;
                            /** @enum {string} */
                            status: "awaiting" | "approved" | "rejected" | "used" | "replaced";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart-approvals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's checks before payment, and whether it still covers the cart as it is now (the pay link's page). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            approvalId: string;
                            /** @description The cart's items total in naira (the pay link's page opens the checkout with it), null where not asked. */
                            cartTotal: number | null;
                            /** @description Whether the cart's prescription-only lines are still exactly these (null where not asked). */
                            coversCart: boolean | null;
                            decidedAt: string | null;
                            /** @description The prescription-only lines the check covers: exactly these medicines and quantities. */
                            lines: {
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            /** @description Once approved: the page that opens the checkout for this cart. */
                            payLink: string | null;
                            pharmacistName: string | null;
                            pharmacistRegistration: string | null;
                            /** Format: uuid */
                            prescriptionId: string;
                            reason: string | null;
                            /** Format: date-time */
                            requestedAt: string;
                            /**
                             * Format: date-time
                             * @description When a pharmacist is first on duty to check it (from the pharmacist hours).
                             */
                            reviewFrom: string;
                            /** @description The same in words: "now: …", "today from 08:00", "Monday from 08:00". */
                            reviewFromText: string;
                            /** @enum {string} */
                            status: "awaiting" | "approved" | "rejected" | "used" | "replaced";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart-approvals/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's cart's prescription-only medicines and their latest check before payment (null when none). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approval: {
                                /** Format: uuid */
                                approvalId: string;
                                /** @description The cart's items total in naira (the pay link's page opens the checkout with it), null where not asked. */
                                cartTotal: number | null;
                                /** @description Whether the cart's prescription-only lines are still exactly these (null where not asked). */
                                coversCart: boolean | null;
                                decidedAt: string | null;
                                /** @description The prescription-only lines the check covers: exactly these medicines and quantities. */
                                lines: {
                                    /** Format: uuid */
                                    medicineId: string;
                                    medicineName: string;
                                    quantity: number;
                                }[];
                                /** @description Once approved: the page that opens the checkout for this cart. */
                                payLink: string | null;
                                pharmacistName: string | null;
                                pharmacistRegistration: string | null;
                                /** Format: uuid */
                                prescriptionId: string;
                                reason: string | null;
                                /** Format: date-time */
                                requestedAt: string;
                                /**
                                 * Format: date-time
                                 * @description When a pharmacist is first on duty to check it (from the pharmacist hours).
                                 */
                                reviewFrom: string;
                                /** @description The same in words: "now: …", "today from 08:00", "Monday from 08:00". */
                                reviewFromText: string;
                                /** @enum {string} */
                                status: "awaiting" | "approved" | "rejected" | "used" | "replaced";
                            } | null;
                            prescriptionItems: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a medicine; if it is already in the cart its quantity goes up (at most 99). Answers the updated cart. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        medicineId: string;
                        /** @description A whole number from 1 to 99. */
                        quantity: number;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description The whole cart after a change, so the client can refresh its list and badge without another call. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                cartItemId: string;
                                medicine: {
                                    /** Format: uuid */
                                    categoryId: string;
                                    description: string;
                                    dosage: string;
                                    /** Format: uuid */
                                    id: string;
                                    imageUrl: string | null;
                                    isFeatured: boolean;
                                    name: string;
                                    price: number;
                                };
                                /** Format: uuid */
                                medicineId: string;
                                /** @description Unit price in naira, from the catalogue. */
                                price: number;
                                quantity: number;
                                /** @description price x quantity, in naira. */
                                subtotal: number;
                            }[];
                            message: string;
                            /** @description What the shop took out of this cart since the shopper last saw it (a medicine withdrawn from sale), each told once. */
                            notices: string[];
                            /** @description Sum of quantities (the header badge). */
                            totalItems: number;
                            /** @description Naira. */
                            totalPrice: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/clearcart/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Empty the cart. Answers the (empty) cart. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The whole cart after a change, so the client can refresh its list and badge without another call. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                cartItemId: string;
                                medicine: {
                                    /** Format: uuid */
                                    categoryId: string;
                                    description: string;
                                    dosage: string;
                                    /** Format: uuid */
                                    id: string;
                                    imageUrl: string | null;
                                    isFeatured: boolean;
                                    name: string;
                                    price: number;
                                };
                                /** Format: uuid */
                                medicineId: string;
                                /** @description Unit price in naira, from the catalogue. */
                                price: number;
                                quantity: number;
                                /** @description price x quantity, in naira. */
                                subtotal: number;
                            }[];
                            message: string;
                            /** @description What the shop took out of this cart since the shopper last saw it (a medicine withdrawn from sale), each told once. */
                            notices: string[];
                            /** @description Sum of quantities (the header badge). */
                            totalItems: number;
                            /** @description Naira. */
                            totalPrice: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/getcartitems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The items in a cart, with their medicine and catalogue price. */
        get: {
            parameters: {
                query: {
                    userId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            cartItemId: string;
                            medicine: {
                                /** Format: uuid */
                                categoryId: string;
                                description: string;
                                dosage: string;
                                /** Format: uuid */
                                id: string;
                                imageUrl: string | null;
                                isFeatured: boolean;
                                name: string;
                                price: number;
                            };
                            /** Format: uuid */
                            medicineId: string;
                            /** @description Unit price in naira, from the catalogue. */
                            price: number;
                            quantity: number;
                            /** @description price x quantity, in naira. */
                            subtotal: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notices of a cart (a medicine withdrawn from sale was taken out of it), oldest first. Each is told once: reading them as the cart's owner removes them; an admin reading another cart leaves them for its owner. */
        get: {
            parameters: {
                query: {
                    userId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            notices: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/removecartitem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one item. Answers the updated cart. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The whole cart after a change, so the client can refresh its list and badge without another call. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                cartItemId: string;
                                medicine: {
                                    /** Format: uuid */
                                    categoryId: string;
                                    description: string;
                                    dosage: string;
                                    /** Format: uuid */
                                    id: string;
                                    imageUrl: string | null;
                                    isFeatured: boolean;
                                    name: string;
                                    price: number;
                                };
                                /** Format: uuid */
                                medicineId: string;
                                /** @description Unit price in naira, from the catalogue. */
                                price: number;
                                quantity: number;
                                /** @description price x quantity, in naira. */
                                subtotal: number;
                            }[];
                            message: string;
                            /** @description What the shop took out of this cart since the shopper last saw it (a medicine withdrawn from sale), each told once. */
                            notices: string[];
                            /** @description Sum of quantities (the header badge). */
                            totalItems: number;
                            /** @description Naira. */
                            totalPrice: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/updateCartItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the quantity of a cart item (1 to 99). Answers the updated cart. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A cart item as the client holds it; only cartItemId and quantity are used (the price is always the catalogue's). */
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        cartItemId: string;
                        /** Format: uuid */
                        medicineId?: string;
                        price?: number;
                        /** @description A whole number from 1 to 99. */
                        quantity: number;
                        /** Format: uuid */
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description The whole cart after a change, so the client can refresh its list and badge without another call. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                cartItemId: string;
                                medicine: {
                                    /** Format: uuid */
                                    categoryId: string;
                                    description: string;
                                    dosage: string;
                                    /** Format: uuid */
                                    id: string;
                                    imageUrl: string | null;
                                    isFeatured: boolean;
                                    name: string;
                                    price: number;
                                };
                                /** Format: uuid */
                                medicineId: string;
                                /** @description Unit price in naira, from the catalogue. */
                                price: number;
                                quantity: number;
                                /** @description price x quantity, in naira. */
                                subtotal: number;
                            }[];
                            message: string;
                            /** @description What the shop took out of this cart since the shopper last saw it (a medicine withdrawn from sale), each told once. */
                            notices: string[];
                            /** @description Sum of quantities (the header badge). */
                            totalItems: number;
                            /** @description Naira. */
                            totalPrice: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/pay-on-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order the cart and pay the rider on delivery (by a Paystack payment link the rider opens): for totals up to the cap (default N50,000), no prescription-only line, a delivery phone the caller verified, one open pay-on-delivery order per phone and per address. 409 with code pod-prescription, pod-over-cap, phone-unverified, pod-withdrawn (refused deliveries) or pod-open-order. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description A saved address of the caller (GET /api/delivery/addresses), instead of deliveryAddress.
                         */
                        addressId?: string;
                        /** @description The total the shopper saw, in naira: the cart's items plus the delivery fee. Must equal the server's own sum (409 otherwise); the client never states the fee itself (see POST /api/checkout/quote). */
                        amount: number;
                        /** @description Optional; the delivery address line when absent. */
                        billingAddress?: string;
                        /** @description Where to deliver (required unless addressId or pickup is given). */
                        deliveryAddress?: {
                            /** @description City, town or local government area. */
                            city: string;
                            /** @description Optional: a landmark near the address. */
                            landmark?: string;
                            /** @description A Nigerian mobile number for the rider: 0803 123 4567 or +234 803 123 4567. */
                            phone: string;
                            /** @description Who receives the parcel; the account holder's name when empty. */
                            recipient?: string;
                            /** @description Street address: house number and street. */
                            street: string;
                            /** @description A delivery zone code from GET /api/delivery (a state; Lagos and the FCT have two zones). */
                            zone: string;
                        };
                        /** @description A discount code: the server takes it off the OTC and pharmacy-only lines (never prescription-only ones) and `amount` must be the total after it; 409 discount-refused when the code cannot be used (expired, used up, basket too small). */
                        discountCode?: string;
                        /** Format: email */
                        email: string;
                        /**
                         * @description When the quote's `deliveryChoice` is not null: `one` later parcel (the default) or a `split` into parcels from several places. The server prices the choice itself; `amount` must equal that option's total (409 otherwise, 409 parcels-changed when a split is no longer possible).
                         * @enum {string}
                         */
                        parcels?: "one" | "split";
                        /**
                         * @description "medicine" pays for the cart.
                         * @enum {string}
                         */
                        paymentType: "medicine";
                        /** @description Click-and-collect instead of delivery: a pickup point (GET /api/pickup-points) and the phone the pharmacy calls when the order is ready. No delivery fee; a one-time pickup PIN is shown on the order once paid. */
                        pickup?: {
                            /** Format: uuid */
                            pharmacyId: string;
                            phone: string;
                        };
                        /**
                         * Format: uuid
                         * @description One of the caller's prescriptions (POST /api/prescriptions), written within six months: required when the cart holds a prescription-only medicine (409 prescription-required / prescription-invalid / prescription-expired). The order then waits for a pharmacist's review.
                         */
                        prescriptionId?: string;
                        /** @description The shopper's consent to save the card they pay with on this checkout, for their refill plans (default false). Only a card paid on the shopper's own checkout with this consent is ever saved; the saved card says which checkout it came from. */
                        saveCard?: boolean;
                        /** @description Deprecated and ignored: the free-text address of earlier clients. The stored shippingAddress is the one-line form of deliveryAddress. */
                        shippingAddress?: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Naira the rider collects. */
                            amount: number;
                            /** Format: uuid */
                            orderId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's cart delivered to a zone or a saved address: items, delivery fee (free from the threshold on), total to pay, the expected delivery window, and whether a prescription must be attached. 400 for a zone not delivered yet. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description A saved address instead of a zone.
                         */
                        addressId: string;
                        /** @description A discount code to try: `discount` says what it takes off, and `total` is after it. */
                        discountCode: string;
                        /**
                         * Format: uuid
                         * @description Collect at this pickup point (GET /api/pickup-points) instead: no delivery fee.
                         */
                        pickupPharmacyId: string;
                        /** @description A zone code (GET /api/delivery). */
                        zone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A pharmacist's approval before payment (POST /api/cart-approvals) covering exactly the cart's prescription-only lines: then no prescriptionId is needed and the order is placed approved. */
                            approvedBeforePayment: {
                                /** Format: uuid */
                                approvalId: string;
                                pharmacistName: string;
                                pharmacistRegistration: string | null;
                            } | null;
                            /** @description Null unless no pharmacy covering the address has every line: then the shopper chooses `one` (a later parcel) or `split` (parcels from several places, each with its fee and window) and sends it as `parcels` to POST /api/payment/initiate; `amount` must be that option's total. */
                            deliveryChoice: {
                                one: {
                                    /** @description The parcels' fees together (naira). */
                                    deliveryFee: number;
                                    parcels: {
                                        fee: number;
                                        /** @description The pharmacy or warehouse it leaves from. */
                                        from: string;
                                        /** @enum {string} */
                                        kind: "pharmacy" | "warehouse";
                                        lines: {
                                            medicineId: string;
                                            medicineName: string;
                                            quantity: number;
                                        }[];
                                        /** Format: uuid */
                                        locationId: string;
                                        /** @description Some lines reach it by transfer first. */
                                        waitsForTransfer: boolean;
                                        window: string;
                                    }[];
                                    /** @description What the shopper pays with this choice (naira). */
                                    total: number;
                                    /** @description From the first parcel to the last. */
                                    window: string;
                                };
                                split: {
                                    /** @description The parcels' fees together (naira). */
                                    deliveryFee: number;
                                    parcels: {
                                        fee: number;
                                        /** @description The pharmacy or warehouse it leaves from. */
                                        from: string;
                                        /** @enum {string} */
                                        kind: "pharmacy" | "warehouse";
                                        lines: {
                                            medicineId: string;
                                            medicineName: string;
                                            quantity: number;
                                        }[];
                                        /** Format: uuid */
                                        locationId: string;
                                        /** @description Some lines reach it by transfer first. */
                                        waitsForTransfer: boolean;
                                        window: string;
                                    }[];
                                    /** @description What the shopper pays with this choice (naira). */
                                    total: number;
                                    /** @description From the first parcel to the last. */
                                    window: string;
                                };
                            } | null;
                            /** @description Naira; 0 when the items reach freeDeliveryThreshold. */
                            deliveryFee: number;
                            /** @description The code asked about: applied with the naira it takes off (OTC and pharmacy-only lines only), or refused with the reason. Null when no code was given. */
                            discount: {
                                /** @description Naira off; 0 when refused. */
                                amount: number;
                                applied: boolean;
                                code: string;
                                reason: string | null;
                            } | null;
                            /** @description Items worth at least this ship free (naira). */
                            freeDeliveryThreshold: number;
                            /** @description Naira. */
                            itemsTotal: number;
                            /** @description The prescription-only medicines in the cart. */
                            prescriptionItems: string[];
                            /** @description The cart holds prescription-only medicine: payment needs a prescriptionId (POST /api/prescriptions). */
                            prescriptionRequired: boolean;
                            /** @description itemsTotal + deliveryFee: the amount to pay (naira). */
                            total: number;
                            window: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            };
                            zone: {
                                code: string;
                                name: string;
                                state: string;
                            };
                            /** @description The zone's fee before the free-delivery threshold (naira). */
                            zoneFee: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether there is anything to pay for: `cartEmpty`, and `paid`, the latest successful cart payment (with its order once placed) when the cart is now empty or still holds what was paid for (null otherwise). The payment form asks, so browser Back after paying never offers to pay again. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Nothing in the cart to pay for. */
                            cartEmpty: boolean;
                            paid: {
                                /** @description Naira charged. */
                                amount: number;
                                /** @description Null while the order is being placed. */
                                orderId: string | null;
                                /** @description EPH-000123, once placed. */
                                orderNumber: string | null;
                                reference: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consents/wording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every consent's words and their version in the reader's language (Accept-Language), for a page that asks before there is an account: sign-up offers order updates by SMS with these words. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                channel: "sms" | "whatsapp" | "email" | "prescriptions" | "conversations";
                                needsPhone: boolean;
                                /** @enum {string} */
                                purpose: "order-updates" | "offers" | "health-data";
                                title: string;
                                /** @description What the shopper agrees to, word for word, in the shopper's language (Accept-Language, else the account's). */
                                wording: string;
                                /** @description Send it back when giving the consent: the wording agreed to, language included ("2026-11-26" English, "2026-11-26-pcm" Pidgin). */
                                wordingVersion: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The contact form: stored, and mailed to the store. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        message: string;
                        name: string;
                        phone?: string;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shopper's own threads, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            redFlag: boolean;
                            /** @enum {string} */
                            status: "waiting" | "answered" | "closed";
                            subject: string;
                            /** @enum {string} */
                            topic: "product" | "order" | "prescription" | "refill" | "general";
                            topicId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            waitingSince: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Ask a pharmacist: opens a thread about a medicine, order, prescription or refill plan, or about nothing in particular. 409 `consent-required` unless the shopper's consent to keeping their conversations (health-data, conversations) is in force. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        subject?: string;
                        /** @enum {string} */
                        topic: "product" | "order" | "prescription" | "refill" | "general";
                        topicId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expectedWait: {
                                /** Format: date-time */
                                nextOnDutyAt: string;
                                onDutyNow: boolean;
                                text: string;
                                /** @description Median response time (pharmacist hours) of the last 30 days. */
                                usualResponseSeconds: number | null;
                            };
                            /** @description The emergencies the message names (chest-pain, breathing, …); empty when none. */
                            redFlags: string[];
                            thread: {
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                redFlag: boolean;
                                /** @enum {string} */
                                status: "waiting" | "answered" | "closed";
                                subject: string;
                                /** @enum {string} */
                                topic: "product" | "order" | "prescription" | "refill" | "general";
                                topicId: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                                /** Format: date-time */
                                waitingSince: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A thread and its messages: its shopper and pharmacists only; every read by someone signed in is logged. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            expectedWait: {
                                /** Format: date-time */
                                nextOnDutyAt: string;
                                onDutyNow: boolean;
                                text: string;
                                /** @description Median response time (pharmacist hours) of the last 30 days. */
                                usualResponseSeconds: number | null;
                            };
                            /** Format: uuid */
                            id: string;
                            messages: {
                                /** @description A photo or PDF sent with the message; read it at GET /api/conversations/{id}/messages/{messageId}/attachment. */
                                attachment: {
                                    contentType: string;
                                    sizeBytes: number;
                                } | null;
                                /** @enum {string} */
                                author: "shopper" | "pharmacist";
                                body: string;
                                /** Format: uuid */
                                id: string;
                                pharmacistName: string | null;
                                pharmacistRegistration: string | null;
                                redFlag: boolean;
                                /** Format: date-time */
                                sentAt: string;
                                /** @description On a reply: "Pharm. Ada Example, PCN/012345". */
                                signedBy: string | null;
                            }[];
                            redFlag: boolean;
                            /** @enum {string} */
                            status: "waiting" | "answered" | "closed";
                            subject: string;
                            /** @enum {string} */
                            topic: "product" | "order" | "prescription" | "refill" | "general";
                            topicId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            waitingSince: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/access-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who read the thread (allowed or refused), newest first: for its shopper and pharmacists. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            actor: "owner" | "pharmacist" | "other";
                            actorName: string;
                            allowed: boolean;
                            /** Format: date-time */
                            at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The shopper or a pharmacist sends a photo or PDF in the thread (checked by content, kept in private storage; never mailed). 409 `consent-required` when the shopper's consent to keeping their conversations is not in force. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG or PDF, judged by content, at most 5 MB.
                         */
                        file: string;
                        /** @description An optional note with the file. */
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: {
                                /** @description A photo or PDF sent with the message; read it at GET /api/conversations/{id}/messages/{messageId}/attachment. */
                                attachment: {
                                    contentType: string;
                                    sizeBytes: number;
                                } | null;
                                /** @enum {string} */
                                author: "shopper" | "pharmacist";
                                body: string;
                                /** Format: uuid */
                                id: string;
                                pharmacistName: string | null;
                                pharmacistRegistration: string | null;
                                redFlag: boolean;
                                /** Format: date-time */
                                sentAt: string;
                                /** @description On a reply: "Pharm. Ada Example, PCN/012345". */
                                signedBy: string | null;
                            };
                            /** @description The emergencies the message names (chest-pain, breathing, …); empty when none. */
                            redFlags: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a thread (its shopper or a pharmacist). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The shopper adds a message, or a pharmacist replies (signed with the pharmacist's name and PCN number). 409 `consent-required` once the shopper's consent to keeping their conversations is not in force (withdrawn or never given). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: {
                                /** @description A photo or PDF sent with the message; read it at GET /api/conversations/{id}/messages/{messageId}/attachment. */
                                attachment: {
                                    contentType: string;
                                    sizeBytes: number;
                                } | null;
                                /** @enum {string} */
                                author: "shopper" | "pharmacist";
                                body: string;
                                /** Format: uuid */
                                id: string;
                                pharmacistName: string | null;
                                pharmacistRegistration: string | null;
                                redFlag: boolean;
                                /** Format: date-time */
                                sentAt: string;
                                /** @description On a reply: "Pharm. Ada Example, PCN/012345". */
                                signedBy: string | null;
                            };
                            /** @description The emergencies the message names (chest-pain, breathing, …); empty when none. */
                            redFlags: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages/{messageId}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A message's photo or PDF: the thread's shopper and pharmacists only (401 anonymous, 403 anyone else). Every read by someone signed in, allowed or refused, is logged. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    messageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The JPEG, PNG or PDF. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the shop delivers: the zones (36 states and the FCT; Lagos and the FCT split) with fee and window, and the free-delivery threshold. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Naira. */
                            freeDeliveryThreshold: number;
                            zones: {
                                code: string;
                                /** @description false: "not delivered yet"; checkout refuses addresses there. */
                                delivered: boolean;
                                /** @description Naira. */
                                fee: number;
                                maxDays: number;
                                minDays: number;
                                name: string;
                                state: string;
                                /** @description e.g. "3–5 working days". */
                                window: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's saved delivery addresses: the default first, then newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @description The address checkout picks first; at most one. */
                            isDefault: boolean;
                            label: string;
                            landmark: string;
                            /** @description +234XXXXXXXXXX */
                            phone: string;
                            recipient: string;
                            /** @description One of the 36 states, or FCT. */
                            state: string;
                            street: string;
                            zone: string;
                            zoneName: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Save a delivery address in the profile (at most 10). The phone must be a Nigerian mobile number. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description City, town or local government area. */
                        city: string;
                        /** @description Make it the address checkout picks first (the first one saved is). */
                        isDefault?: boolean;
                        /** @description e.g. Home, Office. */
                        label?: string;
                        /** @description Optional: a landmark near the address. */
                        landmark?: string;
                        /** @description A Nigerian mobile number for the rider: 0803 123 4567 or +234 803 123 4567. */
                        phone: string;
                        /** @description Who receives the parcel; the account holder's name when empty. */
                        recipient?: string;
                        /** @description Street address: house number and street. */
                        street: string;
                        /** @description A delivery zone code from GET /api/delivery (a state; Lagos and the FCT have two zones). */
                        zone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @description The address checkout picks first; at most one. */
                            isDefault: boolean;
                            label: string;
                            landmark: string;
                            /** @description +234XXXXXXXXXX */
                            phone: string;
                            recipient: string;
                            /** @description One of the 36 states, or FCT. */
                            state: string;
                            street: string;
                            zone: string;
                            zoneName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one of the caller's saved addresses (404 for anyone else's). The phone must be a Nigerian mobile number. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description City, town or local government area. */
                        city: string;
                        /** @description Make it the address checkout picks first (the first one saved is). */
                        isDefault?: boolean;
                        /** @description e.g. Home, Office. */
                        label?: string;
                        /** @description Optional: a landmark near the address. */
                        landmark?: string;
                        /** @description A Nigerian mobile number for the rider: 0803 123 4567 or +234 803 123 4567. */
                        phone: string;
                        /** @description Who receives the parcel; the account holder's name when empty. */
                        recipient?: string;
                        /** @description Street address: house number and street. */
                        street: string;
                        /** @description A delivery zone code from GET /api/delivery (a state; Lagos and the FCT have two zones). */
                        zone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @description The address checkout picks first; at most one. */
                            isDefault: boolean;
                            label: string;
                            landmark: string;
                            /** @description +234XXXXXXXXXX */
                            phone: string;
                            recipient: string;
                            /** @description One of the 36 states, or FCT. */
                            state: string;
                            street: string;
                            zone: string;
                            zoneName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a saved address. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/addresses/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make one of the caller's saved addresses the default (checkout picks it first); answers them all. 404 for anyone else's. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @description The address checkout picks first; at most one. */
                            isDefault: boolean;
                            label: string;
                            landmark: string;
                            /** @description +234XXXXXXXXXX */
                            phone: string;
                            recipient: string;
                            /** @description One of the 36 states, or FCT. */
                            state: string;
                            street: string;
                            zone: string;
                            zoneName: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the free-delivery threshold (admin): items worth at least this much ship free. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Naira. */
                        freeDeliveryThreshold: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            freeDeliveryThreshold: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set many zones at once (admin): each row as for one zone, all in one transaction (a bad row changes nothing). Answers the codes that changed and every zone. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        zones: {
                            code: string;
                            delivered: boolean;
                            /** @description Naira. */
                            fee: number;
                            maxDays: number;
                            minDays: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: string[];
                            zones: {
                                code: string;
                                /** @description false: "not delivered yet"; checkout refuses addresses there. */
                                delivered: boolean;
                                /** @description Naira. */
                                fee: number;
                                maxDays: number;
                                minDays: number;
                                name: string;
                                state: string;
                                /** @description e.g. "3–5 working days". */
                                window: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/zones/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a zone's fee, delivery window and whether it is delivered yet (admin). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        delivered: boolean;
                        /** @description Naira. */
                        fee: number;
                        maxDays: number;
                        minDays: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            /** @description false: "not delivered yet"; checkout refuses addresses there. */
                            delivered: boolean;
                            /** @description Naira. */
                            fee: number;
                            maxDays: number;
                            minDays: number;
                            name: string;
                            state: string;
                            /** @description e.g. "3–5 working days". */
                            window: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dispatch/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open requests (and the last day’s) and the ambulances, available or not. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ambulances: {
                                available: boolean;
                                busyWith: string | null;
                                crewPhone: string | null;
                                /** Format: uuid */
                                id: string;
                                inService: boolean;
                                location: string;
                                name: string;
                            }[];
                            requests: {
                                address: string;
                                ambulanceId: string | null;
                                ambulanceName: string | null;
                                /** Format: date-time */
                                arrivedAt: string | null;
                                /** Format: date-time */
                                assignedAt: string | null;
                                /** @description The crew's phone, once an ambulance is assigned. */
                                crewPhone: string | null;
                                /** Format: date-time */
                                endedAt: string | null;
                                endReason: string | null;
                                /** Format: uuid */
                                id: string;
                                landmark: string;
                                latitude: number | null;
                                longitude: number | null;
                                /** Format: date-time */
                                onTheWayAt: string | null;
                                /** @enum {string} */
                                patient: "self" | "someone-else";
                                phone: string;
                                /** @description Another open request came from the same device or client address within 30 minutes: shown as "possible repeat". */
                                possibleRepeat: boolean;
                                /** Format: date-time */
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "assigned" | "on_the_way" | "arrived" | "closed" | "cancelled" | "false_alarm";
                                whatHappened: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dispatch/requests/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign an available ambulance to a waiting request (one ambulance, one open request). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        ambulanceId: string;
                        crewPhone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            ambulanceId: string | null;
                            ambulanceName: string | null;
                            /** Format: date-time */
                            arrivedAt: string | null;
                            /** Format: date-time */
                            assignedAt: string | null;
                            /** @description The crew's phone, once an ambulance is assigned. */
                            crewPhone: string | null;
                            /** Format: date-time */
                            endedAt: string | null;
                            endReason: string | null;
                            /** Format: uuid */
                            id: string;
                            landmark: string;
                            latitude: number | null;
                            longitude: number | null;
                            /** Format: date-time */
                            onTheWayAt: string | null;
                            /** @enum {string} */
                            patient: "self" | "someone-else";
                            phone: string;
                            /** @description Another open request came from the same device or client address within 30 minutes: shown as "possible repeat". */
                            possibleRepeat: boolean;
                            /** Format: date-time */
                            requestedAt: string;
                            /** @enum {string} */
                            status: "requested" | "assigned" | "on_the_way" | "arrived" | "closed" | "cancelled" | "false_alarm";
                            whatHappened: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dispatch/requests/{id}/close-source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a flood in one action: every request still waiting for an ambulance from the same device (or client address) as this one becomes a false alarm, with the reason. Requests with an ambulance on them are left alone. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed: {
                                address: string;
                                ambulanceId: string | null;
                                ambulanceName: string | null;
                                /** Format: date-time */
                                arrivedAt: string | null;
                                /** Format: date-time */
                                assignedAt: string | null;
                                /** @description The crew's phone, once an ambulance is assigned. */
                                crewPhone: string | null;
                                /** Format: date-time */
                                endedAt: string | null;
                                endReason: string | null;
                                /** Format: uuid */
                                id: string;
                                landmark: string;
                                latitude: number | null;
                                longitude: number | null;
                                /** Format: date-time */
                                onTheWayAt: string | null;
                                /** @enum {string} */
                                patient: "self" | "someone-else";
                                phone: string;
                                /** @description Another open request came from the same device or client address within 30 minutes: shown as "possible repeat". */
                                possibleRepeat: boolean;
                                /** Format: date-time */
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "assigned" | "on_the_way" | "arrived" | "closed" | "cancelled" | "false_alarm";
                                whatHappened: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dispatch/requests/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** On the way, arrived, closed; or cancelled / false alarm (recorded with a reason). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                        /** @enum {string} */
                        status: "on_the_way" | "arrived" | "closed" | "cancelled" | "false_alarm";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            ambulanceId: string | null;
                            ambulanceName: string | null;
                            /** Format: date-time */
                            arrivedAt: string | null;
                            /** Format: date-time */
                            assignedAt: string | null;
                            /** @description The crew's phone, once an ambulance is assigned. */
                            crewPhone: string | null;
                            /** Format: date-time */
                            endedAt: string | null;
                            endReason: string | null;
                            /** Format: uuid */
                            id: string;
                            landmark: string;
                            latitude: number | null;
                            longitude: number | null;
                            /** Format: date-time */
                            onTheWayAt: string | null;
                            /** @enum {string} */
                            patient: "self" | "someone-else";
                            phone: string;
                            /** @description Another open request came from the same device or client address within 30 minutes: shown as "possible repeat". */
                            possibleRepeat: boolean;
                            /** Format: date-time */
                            requestedAt: string;
                            /** @enum {string} */
                            status: "requested" | "assigned" | "on_the_way" | "arrived" | "closed" | "cancelled" | "false_alarm";
                            whatHappened: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored image at one width (200, 400 or 800), WebP. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The WebP image (cached for a year: names carry a content hash). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lab/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lab staff: their laboratory's bookings (never another laboratory's), latest slot first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            area: string;
                            /** @enum {string|null} */
                            attendance: "collected" | "no-show" | null;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            mode: "lab" | "home";
                            /** Format: date-time */
                            resultUploadedAt: string | null;
                            shopperName: string;
                            /** Format: date-time */
                            startsAt: string;
                            /**
                             * @description Paid bookings only: one awaiting payment is not listed.
                             * @enum {string}
                             */
                            status: "booked" | "cancelled";
                            testName: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lab/bookings/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lab staff of the booking's laboratory record that the sample was collected, or that the shopper did not come. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        attendance: "collected" | "no-show";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            area: string;
                            /** @enum {string|null} */
                            attendance: "collected" | "no-show" | null;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            mode: "lab" | "home";
                            /** Format: date-time */
                            resultUploadedAt: string | null;
                            shopperName: string;
                            /** Format: date-time */
                            startsAt: string;
                            /**
                             * @description Paid bookings only: one awaiting payment is not listed.
                             * @enum {string}
                             */
                            status: "booked" | "cancelled";
                            testName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lab/bookings/{id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lab staff of the booking's laboratory upload (or replace) its result into private storage; the shopper is mailed that it is ready (the mail never carries the result). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG or PDF, judged by content, at most 10 MB.
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            bookingId: string;
                            contentType: string;
                            sizeBytes: number;
                            /** Format: date-time */
                            uploadedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/laboratories/laboratories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Laboratories by name. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            /** Format: uuid */
                            id: string;
                            location: string;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/laboratory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a laboratory (admin; 409 when the version moved on). */
        delete: {
            parameters: {
                query: {
                    /** @description The version the edit starts from (409 when it has moved on) */
                    version: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit a laboratory (admin): any field, hidden; with the version read (409 if it changed since). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        /** @description true hides it from the shop */
                        hidden?: boolean;
                        location?: string;
                        name?: string;
                        /** @description The version the edit starts from (409 when it has moved on) */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            hidden: boolean;
                            /** Format: uuid */
                            id: string;
                            location: string;
                            name: string;
                            updatedAt: string;
                            /** @description Send it back with an edit; a different one answers 409 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/laboratory/addLaboratory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a laboratory (admin): name and location required. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        description?: string;
                        /**
                         * Format: uuid
                         * @description Leave out or send the all-zero id: the server assigns one
                         */
                        id?: string;
                        location: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            /** Format: uuid */
                            id: string;
                            location: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/laboratory/getAllAmbulances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Laboratories by name. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            /** Format: uuid */
                            id: string;
                            location: string;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labs/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shopper's lab bookings, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            area: string;
                            /**
                             * @description The laboratory's record at the slot.
                             * @enum {string|null}
                             */
                            attendance: "collected" | "no-show" | null;
                            /** @description Naira */
                            homeFee: number;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            mode: "lab" | "home";
                            paid: boolean;
                            /** @description On a cancellation: whether the payment is refunded in full. */
                            refundDue: boolean | null;
                            /** @description A result was uploaded: GET /api/labs/bookings/{id}/result. */
                            resultReady: boolean;
                            /** Format: date-time */
                            startsAt: string;
                            /**
                             * @description awaiting-payment holds the place until paid (POST /api/labs/bookings/{id}/pay); booked is paid.
                             * @enum {string}
                             */
                            status: "awaiting-payment" | "booked" | "cancelled";
                            testName: string;
                            /** @description Naira */
                            testPrice: number;
                            /** @description Naira */
                            total: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Book a test in a slot, at the laboratory or at home (a slot is never overbooked: 409 when full). The place is held awaiting payment. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string;
                        /** @enum {string} */
                        mode: "lab" | "home";
                        /** Format: uuid */
                        slotId: string;
                        /** Format: uuid */
                        testId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            area: string;
                            /**
                             * @description The laboratory's record at the slot.
                             * @enum {string|null}
                             */
                            attendance: "collected" | "no-show" | null;
                            /** @description Naira */
                            homeFee: number;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            mode: "lab" | "home";
                            paid: boolean;
                            /** @description On a cancellation: whether the payment is refunded in full. */
                            refundDue: boolean | null;
                            /** @description A result was uploaded: GET /api/labs/bookings/{id}/result. */
                            resultReady: boolean;
                            /** Format: date-time */
                            startsAt: string;
                            /**
                             * @description awaiting-payment holds the place until paid (POST /api/labs/bookings/{id}/pay); booked is paid.
                             * @enum {string}
                             */
                            status: "awaiting-payment" | "booked" | "cancelled";
                            testName: string;
                            /** @description Naira */
                            testPrice: number;
                            /** @description Naira */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labs/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking: unpaid, the place is freed; paid, until 4 hours before its slot, with a full refund through Paystack (409 later). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            area: string;
                            /**
                             * @description The laboratory's record at the slot.
                             * @enum {string|null}
                             */
                            attendance: "collected" | "no-show" | null;
                            /** @description Naira */
                            homeFee: number;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            mode: "lab" | "home";
                            paid: boolean;
                            /** @description On a cancellation: whether the payment is refunded in full. */
                            refundDue: boolean | null;
                            /** @description A result was uploaded: GET /api/labs/bookings/{id}/result. */
                            resultReady: boolean;
                            /** Format: date-time */
                            startsAt: string;
                            /**
                             * @description awaiting-payment holds the place until paid (POST /api/labs/bookings/{id}/pay); booked is paid.
                             * @enum {string}
                             */
                            status: "awaiting-payment" | "booked" | "cancelled";
                            testName: string;
                            /** @description Naira */
                            testPrice: number;
                            /** @description Naira */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labs/bookings/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay for a booking through Paystack: the provider's checkout page (the open one while it can still be paid). The test's price and, at home, the area's fee. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                access_code: string;
                                authorization_url: string;
                                reference: string;
                            };
                            message: string;
                            status: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labs/bookings/{id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking's result file: its shopper or the laboratory's staff only (401 anonymous, 403 anyone else). Every read by someone signed in, allowed or refused, is logged. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The JPEG, PNG or PDF. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labs/bookings/{id}/result/access-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who read the booking's result (or tried to), newest first: for its shopper and the laboratory's staff. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            actor: "owner" | "lab" | "other";
                            actorName: string;
                            allowed: boolean;
                            /** Format: date-time */
                            at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labs/bookings/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back from the provider: asks Paystack about the booking’s payment and answers the booking (booked once paid). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            area: string;
                            /**
                             * @description The laboratory's record at the slot.
                             * @enum {string|null}
                             */
                            attendance: "collected" | "no-show" | null;
                            /** @description Naira */
                            homeFee: number;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            mode: "lab" | "home";
                            paid: boolean;
                            /** @description On a cancellation: whether the payment is refunded in full. */
                            refundDue: boolean | null;
                            /** @description A result was uploaded: GET /api/labs/bookings/{id}/result. */
                            resultReady: boolean;
                            /** Format: date-time */
                            startsAt: string;
                            /**
                             * @description awaiting-payment holds the place until paid (POST /api/labs/bookings/{id}/pay); booked is paid.
                             * @enum {string}
                             */
                            status: "awaiting-payment" | "booked" | "cancelled";
                            testName: string;
                            /** @description Naira */
                            testPrice: number;
                            /** @description Naira */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labs/tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tests the laboratories publish. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            laboratoryId: string;
                            laboratoryLocation: string;
                            laboratoryName: string;
                            name: string;
                            /** @description For example fasting; empty when none. */
                            preparation: string;
                            /** @description Naira */
                            price: number;
                            sampleType: string;
                            turnaroundHours: number;
                        }[];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labs/tests/{id}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The test's laboratory's upcoming collection slots by area, with places left and the home-collection fee. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            area: string;
                            homeCollection: boolean;
                            /** @description Naira; null when samples are taken at the laboratory only. */
                            homeFee: number | null;
                            /** Format: uuid */
                            id: string;
                            placesLeft: number;
                            /** Format: date-time */
                            startsAt: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every stock location (admin): the pharmacies and the central warehouse, by name. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "pharmacy" | "warehouse";
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Markets/GetAllProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All medicines by name; with search, names containing it first, then close spellings. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of a name, any case; medicines also match close spellings */
                    search?: string;
                    /** @description A search's order: relevance (the default: whole-name matches first), price-asc, price-desc or in-stock-first (in stock first, then by relevance). Lists without a search are by name. */
                    sort?: "relevance" | "price-asc" | "price-desc" | "in-stock-first";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medicine"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All medicines by name; with search, names containing it first, then close spellings. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of a name, any case; medicines also match close spellings */
                    search?: string;
                    /** @description A search's order: relevance (the default: whole-name matches first), price-asc, price-desc or in-stock-first (in stock first, then by relevance). Lists without a search are by name. */
                    sort?: "relevance" | "price-asc" | "price-desc" | "in-stock-first";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medicine"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Medicine categories by name; with search, those whose name contains it (any case). */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of a name, any case; medicines also match close spellings */
                    search?: string;
                    /** @description A search's order: relevance (the default: whole-name matches first), price-asc, price-desc or in-stock-first (in stock first, then by relevance). Lists without a search are by name. */
                    sort?: "relevance" | "price-asc" | "price-desc" | "in-stock-first";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MedicineCategory"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an empty category (admin; 409 while it holds medicines, or when the version moved on). */
        delete: {
            parameters: {
                query: {
                    /** @description The version the edit starts from (409 when it has moved on) */
                    version: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit a category (admin): name, description, picture, hidden; with the version read (409 if it changed since). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        /** @description true hides it and its medicines from the shop */
                        hidden?: boolean;
                        /** @description A JPEG, PNG or WebP picture in base64 (a data: URL prefix is allowed); stored and served like an upload */
                        imageData?: string | null;
                        /** @description An image URL from POST /api/medicine/uploadImage, or an http(s) URL */
                        imageUrl?: string | null;
                        name?: string;
                        /** @description The version the edit starts from (409 when it has moved on) */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminMedicineCategory"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/medicine-categories/category-with-products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category with its medicines. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description?: string;
                            imageSrcSet?: string | null;
                            imageUrl: string | null;
                            /** Format: uuid */
                            medicineCategoryId: string;
                            medicines: components["schemas"]["Medicine"][];
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One medicine. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medicine"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a medicine no order refers to (admin; 409 otherwise, or when the version moved on). */
        delete: {
            parameters: {
                query: {
                    /** @description The version the edit starts from (409 when it has moved on) */
                    version: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit a medicine (admin): any add field, the facts, hidden; with the version read (409 if it changed since). Checked as on add. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activeIngredients?: string;
                        /** Format: uuid */
                        categoryId?: string;
                        /** @description true saves a class other than pom although the name or ingredients match prescription-only medicine (409 otherwise) */
                        confirmClassMismatch?: boolean;
                        /** @description Controlled medicine (codeine, tramadol...): must be prescription-only (pom), capped per order and per 30 days per person, phone and address */
                        controlled?: boolean;
                        description?: string;
                        dosage?: string;
                        /** @enum {string} */
                        dosageForm?: "" | "tablet" | "caplet" | "capsule" | "softgel" | "effervescent tablet" | "dispersible tablet" | "syrup" | "suspension" | "solution" | "drops" | "cream" | "ointment" | "gel" | "inhaler" | "injection" | "sachet" | "lozenge" | "pessary" | "spray" | "device" | "test kit" | "dressing" | "other";
                        /** @description true hides it from the shop */
                        hidden?: boolean;
                        /** @description A JPEG, PNG or WebP picture in base64 (a data: URL prefix is allowed); stored and served like an upload */
                        imageData?: string | null;
                        /** @description An image URL from POST /api/medicine/uploadImage, or an http(s) URL */
                        imageUrl?: string | null;
                        isFeatured?: boolean;
                        manufacturer?: string;
                        /** @enum {string} */
                        medicineClass?: "otc" | "pharmacy" | "pom";
                        /** @description NAFDAC registration number such as A4-0237 or 04-8642 (any case; "" when not known) */
                        nafdacNumber?: string;
                        name?: string;
                        packSize?: string;
                        /** @description Naira, at most two decimals */
                        price?: number;
                        sideEffects?: string;
                        strength?: string;
                        /** @description The version the edit starts from (409 when it has moved on) */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminMedicine"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/medicine/{id}/back-in-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell me when it's back: one mail to the address given (or the signed-in shopper's) when this out-of-stock medicine can be bought again. Asking twice keeps one request; 409 when it is in stock. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** Format: uuid */
                            medicineId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/{id}/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A medicine's batches, soonest expiry first, with their status and supplier (admin). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description YYYY-MM-DD; null for the opening balance (unknown). */
                            expiryDate: string | null;
                            gtin: string | null;
                            /** Format: uuid */
                            id: string;
                            /**
                             * Format: uuid
                             * @description The location holding it (GET /api/locations).
                             */
                            locationId: string;
                            lotNumber: string;
                            /** Format: uuid */
                            medicineId: string;
                            note: string;
                            openingBalance: boolean;
                            quantity: number;
                            quantityReceived: number;
                            receivedAt: string;
                            /** @enum {string} */
                            status: "sellable" | "quarantined" | "recalled" | "returned";
                            supplier: {
                                /** Format: uuid */
                                id: string;
                                licenceNumber: string;
                                name: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Receive a batch (admin): a GS1 element string, or GTIN, batch number and expiry typed; the quantity; the licensed distributor. The admin is recorded as the receiver. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description YYYY-MM-DD */
                        expiryDate?: string;
                        /** @description A GS1 element string, e.g. (01)06151100012340(17)270531(10)AB1234. */
                        gs1?: string;
                        gtin?: string;
                        /**
                         * Format: uuid
                         * @description The pharmacy receiving the batch (GET /api/locations); the central warehouse when left out.
                         */
                        locationId?: string;
                        lotNumber?: string;
                        note?: string;
                        quantity: number;
                        supplier?: {
                            licenceNumber: string;
                            name: string;
                        };
                        /** Format: uuid */
                        supplierId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description YYYY-MM-DD; null for the opening balance (unknown). */
                            expiryDate: string | null;
                            gtin: string | null;
                            /** Format: uuid */
                            id: string;
                            /**
                             * Format: uuid
                             * @description The location holding it (GET /api/locations).
                             */
                            locationId: string;
                            lotNumber: string;
                            /** Format: uuid */
                            medicineId: string;
                            note: string;
                            openingBalance: boolean;
                            quantity: number;
                            quantityReceived: number;
                            receivedAt: string;
                            /** @enum {string} */
                            status: "sellable" | "quarantined" | "recalled" | "returned";
                            supplier: {
                                /** Format: uuid */
                                id: string;
                                licenceNumber: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/{id}/course-days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A chronic medicine's course length in days (admin): no batch expiring within it (or the shop's margin, if longer) is sold. null clears it. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        courseDays: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/{id}/equivalents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Other medicines with the same active ingredients, strength and form, cheapest first (at most 6). Prescription-only ones only for a signed-in shopper with a usable prescription of their own. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medicine"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/{id}/reorder-level": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A medicine's reorder level (admin): as set (null: none), the default from the last 30 days' sales, and the one in force. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 14 days of cover at the last 30 days’ sales rate. */
                            defaultLevel: number;
                            effective: number;
                            reorderLevel: number | null;
                            soldLast30Days: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** A medicine's reorder level (admin): at or under it the medicine is listed as low on the admin home and in the daily digest. null: the default, 14 days of cover at the last 30 days' sales rate. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reorderLevel: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A medicine's stock movements, newest first (admin; the last 200). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            at: string;
                            batchId: string | null;
                            /** @description Units into (+) or out of (−) the batch, or out of sale. */
                            change: number;
                            /** Format: uuid */
                            id: string;
                            lotNumber: string | null;
                            note: string;
                            orderId: string | null;
                            /** @description Sellable units of the medicine after the change. */
                            quantityAfter: number;
                            /** @enum {string} */
                            reason: "received" | "damaged" | "expired" | "count-correction" | "sold" | "order-canceled" | "review-rejected" | "quarantined" | "recalled" | "returned-to-supplier" | "written-off" | "reserved" | "reservation-released" | "rerouted" | "transfer-sent" | "transfer-received";
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Adjust units on hand (admin): received adds quantity, damaged and expired take it away, count-correction sets the counted quantity. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The batch adjusted; may be left out when the medicine has one batch with units at the location.
                         */
                        batchId?: string;
                        /**
                         * Format: uuid
                         * @description The location counted or adjusted (GET /api/locations); the central warehouse when left out. A named batch must be held there.
                         */
                        locationId?: string;
                        note?: string;
                        quantity: number;
                        /** @enum {string} */
                        reason: "received" | "damaged" | "expired" | "count-correction";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            movement: {
                                at: string;
                                batchId: string | null;
                                /** @description Units into (+) or out of (−) the batch, or out of sale. */
                                change: number;
                                /** Format: uuid */
                                id: string;
                                lotNumber: string | null;
                                note: string;
                                orderId: string | null;
                                /** @description Sellable units of the medicine after the change. */
                                quantityAfter: number;
                                /** @enum {string} */
                                reason: "received" | "damaged" | "expired" | "count-correction" | "sold" | "order-canceled" | "review-rejected" | "quarantined" | "recalled" | "returned-to-supplier" | "written-off" | "reserved" | "reservation-released" | "rerouted" | "transfer-sent" | "transfer-received";
                            };
                            stockQuantity: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/add-medicine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a medicine (admin): price in naira above 0 with at most two decimals, an existing category, a class (required). Added hidden without a NAFDAC number; 409 (class-mismatch) when it matches prescription-only medicine but is not pom, unless confirmClassMismatch. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activeIngredients?: string;
                        /** Format: uuid */
                        categoryId: string;
                        /** @description true saves a class other than pom although the name or ingredients match prescription-only medicine (409 otherwise) */
                        confirmClassMismatch?: boolean;
                        /** @description Controlled medicine (codeine, tramadol...): must be prescription-only (pom), capped per order and per 30 days per person, phone and address */
                        controlled?: boolean;
                        description?: string;
                        dosage?: string;
                        /** @enum {string} */
                        dosageForm?: "" | "tablet" | "caplet" | "capsule" | "softgel" | "effervescent tablet" | "dispersible tablet" | "syrup" | "suspension" | "solution" | "drops" | "cream" | "ointment" | "gel" | "inhaler" | "injection" | "sachet" | "lozenge" | "pessary" | "spray" | "device" | "test kit" | "dressing" | "other";
                        /**
                         * Format: uuid
                         * @description Leave out or send the all-zero id: the server assigns one
                         */
                        id?: string;
                        /** @description A JPEG, PNG or WebP picture in base64 (a data: URL prefix is allowed); stored and served like an upload */
                        imageData?: string | null;
                        /** @description An image URL from POST /api/medicine/uploadImage, or an http(s) URL */
                        imageUrl?: string | null;
                        /** @default false */
                        isFeatured?: boolean;
                        manufacturer?: string;
                        /**
                         * @description Required, no default: otc, pharmacy or pom. Without a NAFDAC number the medicine is added hidden.
                         * @enum {string}
                         */
                        medicineClass: "otc" | "pharmacy" | "pom";
                        /** @description NAFDAC registration number such as A4-0237 or 04-8642 (any case; "" when not known) */
                        nafdacNumber?: string;
                        name: string;
                        packSize?: string;
                        /** @description Naira, at most two decimals */
                        price: number;
                        sideEffects?: string;
                        /**
                         * @description Units on hand to start with (recorded as received)
                         * @default 0
                         */
                        stockQuantity?: number;
                        strength?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminMedicine"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/addCategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a medicine category (admin). imageData (base64) or imageUrl from the upload. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        /** @description A JPEG, PNG or WebP picture in base64 (a data: URL prefix is allowed); stored and served like an upload */
                        imageData?: string | null;
                        /** @description An image URL from POST /api/medicine/uploadImage, or an http(s) URL */
                        imageUrl?: string | null;
                        /**
                         * Format: uuid
                         * @description Leave out or send the all-zero id: the server assigns one
                         */
                        medicineCategoryId?: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MedicineCategory"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/category-with-products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category with its medicines. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description?: string;
                            imageSrcSet?: string | null;
                            imageUrl: string | null;
                            /** Format: uuid */
                            medicineCategoryId: string;
                            medicines: components["schemas"]["Medicine"][];
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/category/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The medicines of one category. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                };
                header?: never;
                path: {
                    categoryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medicine"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/featuredMedicines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Featured medicines. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medicine"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/GetAllMedicine-Categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All medicine categories by name. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MedicineCategory"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/GetAllMedicines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All medicines by name; with search, names containing it first, then close spellings. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of a name, any case; medicines also match close spellings */
                    search?: string;
                    /** @description A search's order: relevance (the default: whole-name matches first), price-asc, price-desc or in-stock-first (in stock first, then by relevance). Lists without a search are by name. */
                    sort?: "relevance" | "price-asc" | "price-desc" | "in-stock-first";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medicine"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/medicines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One medicine. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medicine"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicine/uploadImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a JPEG, PNG or WebP picture (admin; multipart field "file", at most 5 MB). Returns its URL. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WebP, at most 5 MB.
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            srcSet?: string;
                            /** @description The 400-pixel WebP; use it as imageUrl */
                            url: string;
                            urls?: {
                                200: string;
                                400: string;
                                800: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicines/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the medicine can be had in a state: "In stock in Kano" (a pharmacy delivering there has it), "Ships from Lagos in 3–5 days" (the central warehouse has it; the window is the state's delivery zone's) or out of stock. */
        get: {
            parameters: {
                query: {
                    /** @description One of the 36 states or "FCT", as delivery zones name them. */
                    state: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description "In stock in Kano", "Ships from Lagos in 3–5 days" or out of stock. */
                            message: string;
                            /** @description Pharmacies delivering to the state that have it. */
                            pharmacies: string[];
                            state: string;
                            /** @enum {string} */
                            status: "local" | "ships" | "out";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to the newsletter (subscribing twice is fine). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/sms/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SMS provider events (Termii-shaped), signed with x-termii-signature (HMAC-SHA512 of the raw body): a delivery report ({ message_id, status }) or an inbound message ({ type: "inbound", sender, message }); "STOP" withdraws that number's SMS consents. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/whatsapp/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meta's webhook check: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN. */
        get: {
            parameters: {
                query: {
                    "hub.challenge": string;
                    "hub.mode": string;
                    "hub.verify_token": string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** WhatsApp Cloud API webhooks, signed with x-hub-signature-256 (sha256=HMAC of the raw body): message statuses (delivered, read, failed) and inbound messages; "STOP" withdraws that number's WhatsApp consent. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All orders (admin). Whole list by default; page/pageSize to page it; X-Total-Count has the total. q finds an order number (EPH-000123 or 123), a customer name or email, or a payment reference; status and state filter. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    q?: string;
                    /** @description A leading - sorts descending. */
                    sort?: "orderDate" | "-orderDate" | "totalPrice" | "-totalPrice" | "status" | "-status" | "orderNumber" | "-orderNumber" | "customer" | "-customer" | "deliveryState" | "-deliveryState";
                    /** @description The delivery state, e.g. Kano or FCT. */
                    state?: string;
                    status?: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the shopper paid in the end: totalPrice - refundedAmount (naira). */
                            amountPaid: number;
                            customer: {
                                email: string;
                                name: string;
                                /** @description The customer's number (the delivery phone the rider calls). */
                                phone: string | null;
                            };
                            deliveryAddress: {
                                city: string;
                                landmark: string;
                                /** @description +234XXXXXXXXXX */
                                phone: string;
                                recipient: string;
                                /** @description One of the 36 states, or FCT. */
                                state: string;
                                street: string;
                                zone: string;
                                zoneName: string;
                            } | null;
                            /** @description Naira; 0 when delivery was free. */
                            deliveryFee: number;
                            /** @description Expected delivery, counted from when the order was placed. */
                            deliveryWindow: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            } | null;
                            /** @description Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one. */
                            discount: number;
                            /** @description The discount code used, if any. */
                            discountCode: string | null;
                            /** @description How the order reaches the shopper, and the pharmacy (or warehouse) packing it. */
                            fulfilment: {
                                /** @enum {string} */
                                kind: "delivery" | "pickup";
                                /** @description Where it is packed (and, for a pickup, collected); null for orders placed before locations. */
                                location: {
                                    address: string;
                                    contact: string;
                                    name: string;
                                    openingHours: string;
                                } | null;
                                /** @description When a pickup was handed over against its PIN (ISO 8601). */
                                pickedUpAt: string | null;
                                /** @description When the pharmacy marked a pickup ready (ISO 8601). */
                                readyAt: string | null;
                            };
                            /** @description Naira, before any discount. */
                            itemsTotal: number;
                            /** @description ISO 8601. */
                            orderDate: string;
                            /** Format: uuid */
                            orderId: string;
                            orderItems: {
                                /** @description The batches the units came from (first expiry first out); empty once given back. */
                                batches: {
                                    /** @description YYYY-MM-DD; null for stock of unrecorded batch. */
                                    expiryDate: string | null;
                                    lotNumber: string;
                                    quantity: number;
                                }[];
                                /** Format: uuid */
                                lineId: string;
                                medicineId: string | null;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                /** @description Prescription-only when sold: a pharmacist approves or rejects it. */
                                requiresPrescription: boolean;
                                /** @enum {string|null} */
                                reviewDecision: "approved" | "rejected" | null;
                            }[];
                            /** @description The human order number, e.g. EPH-000123 (sequential). */
                            orderNumber: string;
                            paidAt: string | null;
                            paymentReference: string;
                            /** @description The prescription attached for the order's prescription-only medicines. */
                            prescriptionId: string | null;
                            /** @description Naira given back so far or on its way (failed refunds left out); 0 when none. */
                            refundedAmount: number;
                            /** @description How long a refund takes to reach the card or account, e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            /**
                             * @description The latest refund's state; null when nothing was refunded.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            review: {
                                /** @description Approved before the shopper paid (the prescription checked against the cart). */
                                beforePayment: boolean;
                                /** @description ISO 8601. */
                                decidedAt: string;
                                /** @enum {string} */
                                decision: "approved" | "rejected" | "partial";
                                /** @description The name the pharmacist gives patients, e.g. "Pharm. Ada Example". */
                                pharmacistName: string;
                                /** @description The pharmacist's PCN registration number. */
                                pharmacistRegistration: string | null;
                                /** @description Why lines were rejected, for the shopper. */
                                reason: string | null;
                                /** @description What the rejected lines gave back (naira). */
                                refund: number;
                            } | null;
                            rider: {
                                name: string;
                                /** @description The rider's Nigerian mobile number, +2348031234567. */
                                phone: string;
                            } | null;
                            shippingAddress: string;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            /** @description Each status the order has been in, oldest first, with when it got there (ISO 8601). */
                            statusHistory: {
                                at: string;
                                /** @enum {string} */
                                status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            }[];
                            /** @description What was charged: itemsTotal - discount + deliveryFee (naira). */
                            totalPrice: number;
                            /** Format: uuid */
                            userId: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its lines. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the shopper paid in the end: totalPrice - refundedAmount (naira). */
                            amountPaid: number;
                            customer: {
                                email: string;
                                name: string;
                                /** @description The customer's number (the delivery phone the rider calls). */
                                phone: string | null;
                            };
                            deliveryAddress: {
                                city: string;
                                landmark: string;
                                /** @description +234XXXXXXXXXX */
                                phone: string;
                                recipient: string;
                                /** @description One of the 36 states, or FCT. */
                                state: string;
                                street: string;
                                zone: string;
                                zoneName: string;
                            } | null;
                            /** @description Naira; 0 when delivery was free. */
                            deliveryFee: number;
                            /** @description Expected delivery, counted from when the order was placed. */
                            deliveryWindow: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            } | null;
                            /** @description Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one. */
                            discount: number;
                            /** @description The discount code used, if any. */
                            discountCode: string | null;
                            /** @description How the order reaches the shopper, and the pharmacy (or warehouse) packing it. */
                            fulfilment: {
                                /** @enum {string} */
                                kind: "delivery" | "pickup";
                                /** @description Where it is packed (and, for a pickup, collected); null for orders placed before locations. */
                                location: {
                                    address: string;
                                    contact: string;
                                    name: string;
                                    openingHours: string;
                                } | null;
                                /** @description When a pickup was handed over against its PIN (ISO 8601). */
                                pickedUpAt: string | null;
                                /** @description When the pharmacy marked a pickup ready (ISO 8601). */
                                readyAt: string | null;
                            };
                            /** @description Naira, before any discount. */
                            itemsTotal: number;
                            /** @description ISO 8601. */
                            orderDate: string;
                            /** Format: uuid */
                            orderId: string;
                            orderItems: {
                                /** @description The batches the units came from (first expiry first out); empty once given back. */
                                batches: {
                                    /** @description YYYY-MM-DD; null for stock of unrecorded batch. */
                                    expiryDate: string | null;
                                    lotNumber: string;
                                    quantity: number;
                                }[];
                                /** Format: uuid */
                                lineId: string;
                                medicineId: string | null;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                /** @description Prescription-only when sold: a pharmacist approves or rejects it. */
                                requiresPrescription: boolean;
                                /** @enum {string|null} */
                                reviewDecision: "approved" | "rejected" | null;
                            }[];
                            /** @description The human order number, e.g. EPH-000123 (sequential). */
                            orderNumber: string;
                            paidAt: string | null;
                            paymentReference: string;
                            /** @description The prescription attached for the order's prescription-only medicines. */
                            prescriptionId: string | null;
                            /** @description Naira given back so far or on its way (failed refunds left out); 0 when none. */
                            refundedAmount: number;
                            /** @description How long a refund takes to reach the card or account, e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            /**
                             * @description The latest refund's state; null when nothing was refunded.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            review: {
                                /** @description Approved before the shopper paid (the prescription checked against the cart). */
                                beforePayment: boolean;
                                /** @description ISO 8601. */
                                decidedAt: string;
                                /** @enum {string} */
                                decision: "approved" | "rejected" | "partial";
                                /** @description The name the pharmacist gives patients, e.g. "Pharm. Ada Example". */
                                pharmacistName: string;
                                /** @description The pharmacist's PCN registration number. */
                                pharmacistRegistration: string | null;
                                /** @description Why lines were rejected, for the shopper. */
                                reason: string | null;
                                /** @description What the rejected lines gave back (naira). */
                                refund: number;
                            } | null;
                            rider: {
                                name: string;
                                /** @description The rider's Nigerian mobile number, +2348031234567. */
                                phone: string;
                            } | null;
                            shippingAddress: string;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            /** @description Each status the order has been in, oldest first, with when it got there (ISO 8601). */
                            statusHistory: {
                                at: string;
                                /** @enum {string} */
                                status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            }[];
                            /** @description What was charged: itemsTotal - discount + deliveryFee (naira). */
                            totalPrice: number;
                            /** Format: uuid */
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Change the status: Pending -> Processing -> Shipped -> Delivered, or AwaitingReview/Pending/Processing -> Canceled (admins); a user may cancel their own Pending or AwaitingReview order. An order awaiting a pharmacist review moves on only by the review (409, code awaiting-review). Cancelling refunds what was not refunded yet. With Shipped an admin may name the rider (name and Nigerian phone; 400 with any other status). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rider?: {
                            name: string;
                            /** @description A Nigerian mobile number, e.g. 0803 123 4567. */
                            phone: string;
                        } | null;
                        /** @enum {string} */
                        status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the shopper paid in the end: totalPrice - refundedAmount (naira). */
                            amountPaid: number;
                            customer: {
                                email: string;
                                name: string;
                                /** @description The customer's number (the delivery phone the rider calls). */
                                phone: string | null;
                            };
                            deliveryAddress: {
                                city: string;
                                landmark: string;
                                /** @description +234XXXXXXXXXX */
                                phone: string;
                                recipient: string;
                                /** @description One of the 36 states, or FCT. */
                                state: string;
                                street: string;
                                zone: string;
                                zoneName: string;
                            } | null;
                            /** @description Naira; 0 when delivery was free. */
                            deliveryFee: number;
                            /** @description Expected delivery, counted from when the order was placed. */
                            deliveryWindow: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            } | null;
                            /** @description Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one. */
                            discount: number;
                            /** @description The discount code used, if any. */
                            discountCode: string | null;
                            /** @description How the order reaches the shopper, and the pharmacy (or warehouse) packing it. */
                            fulfilment: {
                                /** @enum {string} */
                                kind: "delivery" | "pickup";
                                /** @description Where it is packed (and, for a pickup, collected); null for orders placed before locations. */
                                location: {
                                    address: string;
                                    contact: string;
                                    name: string;
                                    openingHours: string;
                                } | null;
                                /** @description When a pickup was handed over against its PIN (ISO 8601). */
                                pickedUpAt: string | null;
                                /** @description When the pharmacy marked a pickup ready (ISO 8601). */
                                readyAt: string | null;
                            };
                            /** @description Naira, before any discount. */
                            itemsTotal: number;
                            /** @description ISO 8601. */
                            orderDate: string;
                            /** Format: uuid */
                            orderId: string;
                            orderItems: {
                                /** @description The batches the units came from (first expiry first out); empty once given back. */
                                batches: {
                                    /** @description YYYY-MM-DD; null for stock of unrecorded batch. */
                                    expiryDate: string | null;
                                    lotNumber: string;
                                    quantity: number;
                                }[];
                                /** Format: uuid */
                                lineId: string;
                                medicineId: string | null;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                /** @description Prescription-only when sold: a pharmacist approves or rejects it. */
                                requiresPrescription: boolean;
                                /** @enum {string|null} */
                                reviewDecision: "approved" | "rejected" | null;
                            }[];
                            /** @description The human order number, e.g. EPH-000123 (sequential). */
                            orderNumber: string;
                            paidAt: string | null;
                            paymentReference: string;
                            /** @description The prescription attached for the order's prescription-only medicines. */
                            prescriptionId: string | null;
                            /** @description Naira given back so far or on its way (failed refunds left out); 0 when none. */
                            refundedAmount: number;
                            /** @description How long a refund takes to reach the card or account, e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            /**
                             * @description The latest refund's state; null when nothing was refunded.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            review: {
                                /** @description Approved before the shopper paid (the prescription checked against the cart). */
                                beforePayment: boolean;
                                /** @description ISO 8601. */
                                decidedAt: string;
                                /** @enum {string} */
                                decision: "approved" | "rejected" | "partial";
                                /** @description The name the pharmacist gives patients, e.g. "Pharm. Ada Example". */
                                pharmacistName: string;
                                /** @description The pharmacist's PCN registration number. */
                                pharmacistRegistration: string | null;
                                /** @description Why lines were rejected, for the shopper. */
                                reason: string | null;
                                /** @description What the rejected lines gave back (naira). */
                                refund: number;
                            } | null;
                            rider: {
                                name: string;
                                /** @description The rider's Nigerian mobile number, +2348031234567. */
                                phone: string;
                            } | null;
                            shippingAddress: string;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            /** @description Each status the order has been in, oldest first, with when it got there (ISO 8601). */
                            statusHistory: {
                                at: string;
                                /** @enum {string} */
                                status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            }[];
                            /** @description What was charged: itemsTotal - discount + deliveryFee (naira). */
                            totalPrice: number;
                            /** Format: uuid */
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}/parcels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's parcels: where each leaves from, its lines, fee, window and status (its customer or an admin; 403 for another account's order, 404 for no order). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Its delivery fee (naira), as shown before paying. */
                            fee: number;
                            /** @description The pharmacy or warehouse packing it. */
                            from: string;
                            /** Format: uuid */
                            id: string;
                            lines: {
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            /** Format: uuid */
                            locationId: string;
                            maxDays: number;
                            minDays: number;
                            /** @enum {string} */
                            status: "pending" | "shipped" | "delivered" | "canceled";
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}/pay-on-delivery/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff and riders: the order's Paystack payment page (Initialize Transaction for the order's own payment), made once. Paid there, the webhook marks the order paid. 409 when already paid or refused. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            authorizationUrl: string;
                            reference: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}/pay-on-delivery/refused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The shopper refused the delivery at the door: the order is cancelled and its units go back on the shelf. After 2 refusals the phone can no longer pay on delivery. 409 when the order is no longer open. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            refusals: number;
                            withdrawn: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}/pickup-pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The one-time PIN the customer gives at the pharmacy to collect a pickup order (the order's own customer only: 404 otherwise; 409 for a delivered order). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pickedUp: boolean;
                            pin: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}/pickup/handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff of the order's pharmacy, or an admin (403 anyone else; 404 for another pharmacy's order): hand the order over against the customer's six-digit PIN; the order is then Delivered (the customer is told it was collected). Works once (409 already-collected after); a wrong PIN is 400, and after 5 wrong ones 409 pin-locked. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required for a prescription-only order: the patient's name as on the order (case and spaces do not count); a wrong one is 400 and counts as a wrong try. */
                        patientName?: string;
                        pin: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}/pickup/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff of the order's pharmacy, or an admin (403 anyone else; 404 for another pharmacy's order): the pickup order is packed and waiting at the pharmacy (a Pending order moves to Processing); the customer is told by e-mail, and by SMS or WhatsApp where they consented, with the pharmacy's hours and a reminder to bring the PIN. 409 when not a pickup, already ready or collected. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reorder (the order's customer): its lines still sold go back in the cart at today's prices; the others are listed with the reason. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: {
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            cart: {
                                totalItems: number;
                                /** @description Naira, at today's prices. */
                                totalPrice: number;
                            };
                            message: string;
                            unavailable: {
                                medicineName: string;
                                quantity: number;
                                reason: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/history/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's orders, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the shopper paid in the end: totalPrice - refundedAmount (naira). */
                            amountPaid: number;
                            customer: {
                                email: string;
                                name: string;
                                /** @description The customer's number (the delivery phone the rider calls). */
                                phone: string | null;
                            };
                            deliveryAddress: {
                                city: string;
                                landmark: string;
                                /** @description +234XXXXXXXXXX */
                                phone: string;
                                recipient: string;
                                /** @description One of the 36 states, or FCT. */
                                state: string;
                                street: string;
                                zone: string;
                                zoneName: string;
                            } | null;
                            /** @description Naira; 0 when delivery was free. */
                            deliveryFee: number;
                            /** @description Expected delivery, counted from when the order was placed. */
                            deliveryWindow: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            } | null;
                            /** @description Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one. */
                            discount: number;
                            /** @description The discount code used, if any. */
                            discountCode: string | null;
                            /** @description How the order reaches the shopper, and the pharmacy (or warehouse) packing it. */
                            fulfilment: {
                                /** @enum {string} */
                                kind: "delivery" | "pickup";
                                /** @description Where it is packed (and, for a pickup, collected); null for orders placed before locations. */
                                location: {
                                    address: string;
                                    contact: string;
                                    name: string;
                                    openingHours: string;
                                } | null;
                                /** @description When a pickup was handed over against its PIN (ISO 8601). */
                                pickedUpAt: string | null;
                                /** @description When the pharmacy marked a pickup ready (ISO 8601). */
                                readyAt: string | null;
                            };
                            /** @description Naira, before any discount. */
                            itemsTotal: number;
                            /** @description ISO 8601. */
                            orderDate: string;
                            /** Format: uuid */
                            orderId: string;
                            orderItems: {
                                /** @description The batches the units came from (first expiry first out); empty once given back. */
                                batches: {
                                    /** @description YYYY-MM-DD; null for stock of unrecorded batch. */
                                    expiryDate: string | null;
                                    lotNumber: string;
                                    quantity: number;
                                }[];
                                /** Format: uuid */
                                lineId: string;
                                medicineId: string | null;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                /** @description Prescription-only when sold: a pharmacist approves or rejects it. */
                                requiresPrescription: boolean;
                                /** @enum {string|null} */
                                reviewDecision: "approved" | "rejected" | null;
                            }[];
                            /** @description The human order number, e.g. EPH-000123 (sequential). */
                            orderNumber: string;
                            paidAt: string | null;
                            paymentReference: string;
                            /** @description The prescription attached for the order's prescription-only medicines. */
                            prescriptionId: string | null;
                            /** @description Naira given back so far or on its way (failed refunds left out); 0 when none. */
                            refundedAmount: number;
                            /** @description How long a refund takes to reach the card or account, e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            /**
                             * @description The latest refund's state; null when nothing was refunded.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            review: {
                                /** @description Approved before the shopper paid (the prescription checked against the cart). */
                                beforePayment: boolean;
                                /** @description ISO 8601. */
                                decidedAt: string;
                                /** @enum {string} */
                                decision: "approved" | "rejected" | "partial";
                                /** @description The name the pharmacist gives patients, e.g. "Pharm. Ada Example". */
                                pharmacistName: string;
                                /** @description The pharmacist's PCN registration number. */
                                pharmacistRegistration: string | null;
                                /** @description Why lines were rejected, for the shopper. */
                                reason: string | null;
                                /** @description What the rejected lines gave back (naira). */
                                refund: number;
                            } | null;
                            rider: {
                                name: string;
                                /** @description The rider's Nigerian mobile number, +2348031234567. */
                                phone: string;
                            } | null;
                            shippingAddress: string;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            /** @description Each status the order has been in, oldest first, with when it got there (ISO 8601). */
                            statusHistory: {
                                at: string;
                                /** @enum {string} */
                                status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            }[];
                            /** @description What was charged: itemsTotal - discount + deliveryFee (naira). */
                            totalPrice: number;
                            /** Format: uuid */
                            userId: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/place": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place the order for a successful cart payment. 201 the first time, 200 with the same order on every later call. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @description The payment reference; without it, the latest paid checkout of the user. */
                        reference: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the shopper paid in the end: totalPrice - refundedAmount (naira). */
                            amountPaid: number;
                            customer: {
                                email: string;
                                name: string;
                                /** @description The customer's number (the delivery phone the rider calls). */
                                phone: string | null;
                            };
                            deliveryAddress: {
                                city: string;
                                landmark: string;
                                /** @description +234XXXXXXXXXX */
                                phone: string;
                                recipient: string;
                                /** @description One of the 36 states, or FCT. */
                                state: string;
                                street: string;
                                zone: string;
                                zoneName: string;
                            } | null;
                            /** @description Naira; 0 when delivery was free. */
                            deliveryFee: number;
                            /** @description Expected delivery, counted from when the order was placed. */
                            deliveryWindow: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            } | null;
                            /** @description Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one. */
                            discount: number;
                            /** @description The discount code used, if any. */
                            discountCode: string | null;
                            /** @description How the order reaches the shopper, and the pharmacy (or warehouse) packing it. */
                            fulfilment: {
                                /** @enum {string} */
                                kind: "delivery" | "pickup";
                                /** @description Where it is packed (and, for a pickup, collected); null for orders placed before locations. */
                                location: {
                                    address: string;
                                    contact: string;
                                    name: string;
                                    openingHours: string;
                                } | null;
                                /** @description When a pickup was handed over against its PIN (ISO 8601). */
                                pickedUpAt: string | null;
                                /** @description When the pharmacy marked a pickup ready (ISO 8601). */
                                readyAt: string | null;
                            };
                            /** @description Naira, before any discount. */
                            itemsTotal: number;
                            /** @description ISO 8601. */
                            orderDate: string;
                            /** Format: uuid */
                            orderId: string;
                            orderItems: {
                                /** @description The batches the units came from (first expiry first out); empty once given back. */
                                batches: {
                                    /** @description YYYY-MM-DD; null for stock of unrecorded batch. */
                                    expiryDate: string | null;
                                    lotNumber: string;
                                    quantity: number;
                                }[];
                                /** Format: uuid */
                                lineId: string;
                                medicineId: string | null;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                /** @description Prescription-only when sold: a pharmacist approves or rejects it. */
                                requiresPrescription: boolean;
                                /** @enum {string|null} */
                                reviewDecision: "approved" | "rejected" | null;
                            }[];
                            /** @description The human order number, e.g. EPH-000123 (sequential). */
                            orderNumber: string;
                            paidAt: string | null;
                            paymentReference: string;
                            /** @description The prescription attached for the order's prescription-only medicines. */
                            prescriptionId: string | null;
                            /** @description Naira given back so far or on its way (failed refunds left out); 0 when none. */
                            refundedAmount: number;
                            /** @description How long a refund takes to reach the card or account, e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            /**
                             * @description The latest refund's state; null when nothing was refunded.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            review: {
                                /** @description Approved before the shopper paid (the prescription checked against the cart). */
                                beforePayment: boolean;
                                /** @description ISO 8601. */
                                decidedAt: string;
                                /** @enum {string} */
                                decision: "approved" | "rejected" | "partial";
                                /** @description The name the pharmacist gives patients, e.g. "Pharm. Ada Example". */
                                pharmacistName: string;
                                /** @description The pharmacist's PCN registration number. */
                                pharmacistRegistration: string | null;
                                /** @description Why lines were rejected, for the shopper. */
                                reason: string | null;
                                /** @description What the rejected lines gave back (naira). */
                                refund: number;
                            } | null;
                            rider: {
                                name: string;
                                /** @description The rider's Nigerian mobile number, +2348031234567. */
                                phone: string;
                            } | null;
                            shippingAddress: string;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            /** @description Each status the order has been in, oldest first, with when it got there (ISO 8601). */
                            statusHistory: {
                                at: string;
                                /** @enum {string} */
                                status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            }[];
                            /** @description What was charged: itemsTotal - discount + deliveryFee (naira). */
                            totalPrice: number;
                            /** Format: uuid */
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the shopper paid in the end: totalPrice - refundedAmount (naira). */
                            amountPaid: number;
                            customer: {
                                email: string;
                                name: string;
                                /** @description The customer's number (the delivery phone the rider calls). */
                                phone: string | null;
                            };
                            deliveryAddress: {
                                city: string;
                                landmark: string;
                                /** @description +234XXXXXXXXXX */
                                phone: string;
                                recipient: string;
                                /** @description One of the 36 states, or FCT. */
                                state: string;
                                street: string;
                                zone: string;
                                zoneName: string;
                            } | null;
                            /** @description Naira; 0 when delivery was free. */
                            deliveryFee: number;
                            /** @description Expected delivery, counted from when the order was placed. */
                            deliveryWindow: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            } | null;
                            /** @description Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one. */
                            discount: number;
                            /** @description The discount code used, if any. */
                            discountCode: string | null;
                            /** @description How the order reaches the shopper, and the pharmacy (or warehouse) packing it. */
                            fulfilment: {
                                /** @enum {string} */
                                kind: "delivery" | "pickup";
                                /** @description Where it is packed (and, for a pickup, collected); null for orders placed before locations. */
                                location: {
                                    address: string;
                                    contact: string;
                                    name: string;
                                    openingHours: string;
                                } | null;
                                /** @description When a pickup was handed over against its PIN (ISO 8601). */
                                pickedUpAt: string | null;
                                /** @description When the pharmacy marked a pickup ready (ISO 8601). */
                                readyAt: string | null;
                            };
                            /** @description Naira, before any discount. */
                            itemsTotal: number;
                            /** @description ISO 8601. */
                            orderDate: string;
                            /** Format: uuid */
                            orderId: string;
                            orderItems: {
                                /** @description The batches the units came from (first expiry first out); empty once given back. */
                                batches: {
                                    /** @description YYYY-MM-DD; null for stock of unrecorded batch. */
                                    expiryDate: string | null;
                                    lotNumber: string;
                                    quantity: number;
                                }[];
                                /** Format: uuid */
                                lineId: string;
                                medicineId: string | null;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                /** @description Prescription-only when sold: a pharmacist approves or rejects it. */
                                requiresPrescription: boolean;
                                /** @enum {string|null} */
                                reviewDecision: "approved" | "rejected" | null;
                            }[];
                            /** @description The human order number, e.g. EPH-000123 (sequential). */
                            orderNumber: string;
                            paidAt: string | null;
                            paymentReference: string;
                            /** @description The prescription attached for the order's prescription-only medicines. */
                            prescriptionId: string | null;
                            /** @description Naira given back so far or on its way (failed refunds left out); 0 when none. */
                            refundedAmount: number;
                            /** @description How long a refund takes to reach the card or account, e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            /**
                             * @description The latest refund's state; null when nothing was refunded.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            review: {
                                /** @description Approved before the shopper paid (the prescription checked against the cart). */
                                beforePayment: boolean;
                                /** @description ISO 8601. */
                                decidedAt: string;
                                /** @enum {string} */
                                decision: "approved" | "rejected" | "partial";
                                /** @description The name the pharmacist gives patients, e.g. "Pharm. Ada Example". */
                                pharmacistName: string;
                                /** @description The pharmacist's PCN registration number. */
                                pharmacistRegistration: string | null;
                                /** @description Why lines were rejected, for the shopper. */
                                reason: string | null;
                                /** @description What the rejected lines gave back (naira). */
                                refund: number;
                            } | null;
                            rider: {
                                name: string;
                                /** @description The rider's Nigerian mobile number, +2348031234567. */
                                phone: string;
                            } | null;
                            shippingAddress: string;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            /** @description Each status the order has been in, oldest first, with when it got there (ISO 8601). */
                            statusHistory: {
                                at: string;
                                /** @enum {string} */
                                status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            }[];
                            /** @description What was charged: itemsTotal - discount + deliveryFee (naira). */
                            totalPrice: number;
                            /** Format: uuid */
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/track/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order as its tracking page shows it: status with its dated history, lines, address, window, refund. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the shopper paid in the end: totalPrice - refundedAmount (naira). */
                            amountPaid: number;
                            customer: {
                                email: string;
                                name: string;
                                /** @description The customer's number (the delivery phone the rider calls). */
                                phone: string | null;
                            };
                            deliveryAddress: {
                                city: string;
                                landmark: string;
                                /** @description +234XXXXXXXXXX */
                                phone: string;
                                recipient: string;
                                /** @description One of the 36 states, or FCT. */
                                state: string;
                                street: string;
                                zone: string;
                                zoneName: string;
                            } | null;
                            /** @description Naira; 0 when delivery was free. */
                            deliveryFee: number;
                            /** @description Expected delivery, counted from when the order was placed. */
                            deliveryWindow: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            } | null;
                            /** @description Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one. */
                            discount: number;
                            /** @description The discount code used, if any. */
                            discountCode: string | null;
                            /** @description How the order reaches the shopper, and the pharmacy (or warehouse) packing it. */
                            fulfilment: {
                                /** @enum {string} */
                                kind: "delivery" | "pickup";
                                /** @description Where it is packed (and, for a pickup, collected); null for orders placed before locations. */
                                location: {
                                    address: string;
                                    contact: string;
                                    name: string;
                                    openingHours: string;
                                } | null;
                                /** @description When a pickup was handed over against its PIN (ISO 8601). */
                                pickedUpAt: string | null;
                                /** @description When the pharmacy marked a pickup ready (ISO 8601). */
                                readyAt: string | null;
                            };
                            /** @description Naira, before any discount. */
                            itemsTotal: number;
                            /** @description ISO 8601. */
                            orderDate: string;
                            /** Format: uuid */
                            orderId: string;
                            orderItems: {
                                /** @description The batches the units came from (first expiry first out); empty once given back. */
                                batches: {
                                    /** @description YYYY-MM-DD; null for stock of unrecorded batch. */
                                    expiryDate: string | null;
                                    lotNumber: string;
                                    quantity: number;
                                }[];
                                /** Format: uuid */
                                lineId: string;
                                medicineId: string | null;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                /** @description Prescription-only when sold: a pharmacist approves or rejects it. */
                                requiresPrescription: boolean;
                                /** @enum {string|null} */
                                reviewDecision: "approved" | "rejected" | null;
                            }[];
                            /** @description The human order number, e.g. EPH-000123 (sequential). */
                            orderNumber: string;
                            paidAt: string | null;
                            paymentReference: string;
                            /** @description The prescription attached for the order's prescription-only medicines. */
                            prescriptionId: string | null;
                            /** @description Naira given back so far or on its way (failed refunds left out); 0 when none. */
                            refundedAmount: number;
                            /** @description How long a refund takes to reach the card or account, e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            /**
                             * @description The latest refund's state; null when nothing was refunded.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            review: {
                                /** @description Approved before the shopper paid (the prescription checked against the cart). */
                                beforePayment: boolean;
                                /** @description ISO 8601. */
                                decidedAt: string;
                                /** @enum {string} */
                                decision: "approved" | "rejected" | "partial";
                                /** @description The name the pharmacist gives patients, e.g. "Pharm. Ada Example". */
                                pharmacistName: string;
                                /** @description The pharmacist's PCN registration number. */
                                pharmacistRegistration: string | null;
                                /** @description Why lines were rejected, for the shopper. */
                                reason: string | null;
                                /** @description What the rejected lines gave back (naira). */
                                refund: number;
                            } | null;
                            rider: {
                                name: string;
                                /** @description The rider's Nigerian mobile number, +2348031234567. */
                                phone: string;
                            } | null;
                            shippingAddress: string;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            /** @description Each status the order has been in, oldest first, with when it got there (ISO 8601). */
                            statusHistory: {
                                at: string;
                                /** @enum {string} */
                                status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            }[];
                            /** @description What was charged: itemsTotal - discount + deliveryFee (naira). */
                            totalPrice: number;
                            /** Format: uuid */
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's orders, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the shopper paid in the end: totalPrice - refundedAmount (naira). */
                            amountPaid: number;
                            customer: {
                                email: string;
                                name: string;
                                /** @description The customer's number (the delivery phone the rider calls). */
                                phone: string | null;
                            };
                            deliveryAddress: {
                                city: string;
                                landmark: string;
                                /** @description +234XXXXXXXXXX */
                                phone: string;
                                recipient: string;
                                /** @description One of the 36 states, or FCT. */
                                state: string;
                                street: string;
                                zone: string;
                                zoneName: string;
                            } | null;
                            /** @description Naira; 0 when delivery was free. */
                            deliveryFee: number;
                            /** @description Expected delivery, counted from when the order was placed. */
                            deliveryWindow: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            } | null;
                            /** @description Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one. */
                            discount: number;
                            /** @description The discount code used, if any. */
                            discountCode: string | null;
                            /** @description How the order reaches the shopper, and the pharmacy (or warehouse) packing it. */
                            fulfilment: {
                                /** @enum {string} */
                                kind: "delivery" | "pickup";
                                /** @description Where it is packed (and, for a pickup, collected); null for orders placed before locations. */
                                location: {
                                    address: string;
                                    contact: string;
                                    name: string;
                                    openingHours: string;
                                } | null;
                                /** @description When a pickup was handed over against its PIN (ISO 8601). */
                                pickedUpAt: string | null;
                                /** @description When the pharmacy marked a pickup ready (ISO 8601). */
                                readyAt: string | null;
                            };
                            /** @description Naira, before any discount. */
                            itemsTotal: number;
                            /** @description ISO 8601. */
                            orderDate: string;
                            /** Format: uuid */
                            orderId: string;
                            orderItems: {
                                /** @description The batches the units came from (first expiry first out); empty once given back. */
                                batches: {
                                    /** @description YYYY-MM-DD; null for stock of unrecorded batch. */
                                    expiryDate: string | null;
                                    lotNumber: string;
                                    quantity: number;
                                }[];
                                /** Format: uuid */
                                lineId: string;
                                medicineId: string | null;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                /** @description Prescription-only when sold: a pharmacist approves or rejects it. */
                                requiresPrescription: boolean;
                                /** @enum {string|null} */
                                reviewDecision: "approved" | "rejected" | null;
                            }[];
                            /** @description The human order number, e.g. EPH-000123 (sequential). */
                            orderNumber: string;
                            paidAt: string | null;
                            paymentReference: string;
                            /** @description The prescription attached for the order's prescription-only medicines. */
                            prescriptionId: string | null;
                            /** @description Naira given back so far or on its way (failed refunds left out); 0 when none. */
                            refundedAmount: number;
                            /** @description How long a refund takes to reach the card or account, e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            /**
                             * @description The latest refund's state; null when nothing was refunded.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            review: {
                                /** @description Approved before the shopper paid (the prescription checked against the cart). */
                                beforePayment: boolean;
                                /** @description ISO 8601. */
                                decidedAt: string;
                                /** @enum {string} */
                                decision: "approved" | "rejected" | "partial";
                                /** @description The name the pharmacist gives patients, e.g. "Pharm. Ada Example". */
                                pharmacistName: string;
                                /** @description The pharmacist's PCN registration number. */
                                pharmacistRegistration: string | null;
                                /** @description Why lines were rejected, for the shopper. */
                                reason: string | null;
                                /** @description What the rejected lines gave back (naira). */
                                refund: number;
                            } | null;
                            rider: {
                                name: string;
                                /** @description The rider's Nigerian mobile number, +2348031234567. */
                                phone: string;
                            } | null;
                            shippingAddress: string;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            /** @description Each status the order has been in, oldest first, with when it got there (ISO 8601). */
                            statusHistory: {
                                at: string;
                                /** @enum {string} */
                                status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            }[];
                            /** @description What was charged: itemsTotal - discount + deliveryFee (naira). */
                            totalPrice: number;
                            /** Format: uuid */
                            userId: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/{ref}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The refunds of a payment (its owner or an admin), newest first, each with the provider's status: pending, processing, processed, failed or needs-attention. Refunds still on their way are asked of the provider first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ref: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Naira. */
                            amount: number;
                            createdAt: string;
                            currency: string;
                            /** Format: uuid */
                            id: string;
                            paymentReference: string;
                            processedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "processing" | "processed" | "failed" | "needs-attention";
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying for the cart and its delivery: items and delivery fee are computed on the server for the delivery address (an undeliverable state or a bad rider phone is a 400), and `amount` must equal their sum (409); answers Paystack's authorization_url to send the browser to. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description A saved address of the caller (GET /api/delivery/addresses), instead of deliveryAddress.
                         */
                        addressId?: string;
                        /** @description The total the shopper saw, in naira: the cart's items plus the delivery fee. Must equal the server's own sum (409 otherwise); the client never states the fee itself (see POST /api/checkout/quote). */
                        amount: number;
                        /** @description Optional; the delivery address line when absent. */
                        billingAddress?: string;
                        /** @description Where to deliver (required unless addressId or pickup is given). */
                        deliveryAddress?: {
                            /** @description City, town or local government area. */
                            city: string;
                            /** @description Optional: a landmark near the address. */
                            landmark?: string;
                            /** @description A Nigerian mobile number for the rider: 0803 123 4567 or +234 803 123 4567. */
                            phone: string;
                            /** @description Who receives the parcel; the account holder's name when empty. */
                            recipient?: string;
                            /** @description Street address: house number and street. */
                            street: string;
                            /** @description A delivery zone code from GET /api/delivery (a state; Lagos and the FCT have two zones). */
                            zone: string;
                        };
                        /** @description A discount code: the server takes it off the OTC and pharmacy-only lines (never prescription-only ones) and `amount` must be the total after it; 409 discount-refused when the code cannot be used (expired, used up, basket too small). */
                        discountCode?: string;
                        /** Format: email */
                        email: string;
                        /**
                         * @description When the quote's `deliveryChoice` is not null: `one` later parcel (the default) or a `split` into parcels from several places. The server prices the choice itself; `amount` must equal that option's total (409 otherwise, 409 parcels-changed when a split is no longer possible).
                         * @enum {string}
                         */
                        parcels?: "one" | "split";
                        /**
                         * @description "medicine" pays for the cart.
                         * @enum {string}
                         */
                        paymentType: "medicine";
                        /** @description Click-and-collect instead of delivery: a pickup point (GET /api/pickup-points) and the phone the pharmacy calls when the order is ready. No delivery fee; a one-time pickup PIN is shown on the order once paid. */
                        pickup?: {
                            /** Format: uuid */
                            pharmacyId: string;
                            phone: string;
                        };
                        /**
                         * Format: uuid
                         * @description One of the caller's prescriptions (POST /api/prescriptions), written within six months: required when the cart holds a prescription-only medicine (409 prescription-required / prescription-invalid / prescription-expired). The order then waits for a pharmacist's review.
                         */
                        prescriptionId?: string;
                        /** @description The shopper's consent to save the card they pay with on this checkout, for their refill plans (default false). Only a card paid on the shopper's own checkout with this consent is ever saved; the saved card says which checkout it came from. */
                        saveCard?: boolean;
                        /** @description Deprecated and ignored: the free-text address of earlier clients. The stored shippingAddress is the one-line form of deliveryAddress. */
                        shippingAddress?: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                access_code: string;
                                authorization_url: string;
                                reference: string;
                            };
                            message: string;
                            status: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/provider-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the payment provider accepts our key (admin): an alert after a 401, cleared by the next accepted call. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Set when the provider refused the secret key (401) on the latest call; payments cannot be confirmed until PAYSTACK_SECRET_KEY is fixed. */
                            alert: {
                                at: string;
                                httpStatus: number;
                                message: string;
                            } | null;
                            /** @description true: the local Paystack sandbox, not real Paystack. */
                            sandbox: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reconcile with the provider now (admin; the API also does it on an interval): re-verify payments stuck pending (placing their orders when paid), notice paid payments later reversed, follow refunds on their way. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: number;
                            nowClosed: number;
                            nowPaid: number;
                            ordersPlaced: number;
                            paidChecked: number;
                            pendingChecked: number;
                            refundsChanged: number;
                            refundsChecked: number;
                            reversed: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/refund-timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How long a refund takes to reach the card or account paid with, in working days. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            maxDays: number;
                            minDays: number;
                            /** @description e.g. "3 to 10 working days". */
                            text: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals of the payments created from `from` to `to` (Lagos days; `to` defaults to `from`; all time without them): how many, how many paid and for how much, what of that was refunded (processed refunds), and the net (admin). */
        get: {
            parameters: {
                query?: {
                    /** @description A day in Lagos time, yyyy-MM-dd. */
                    from?: string;
                    /** @description A day in Lagos time, yyyy-MM-dd. */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Payments created in the span, whatever became of them. */
                            count: number;
                            from: string | null;
                            /** @description paid - refunded. */
                            net: number;
                            /** @description Naira paid on them. */
                            paid: number;
                            /** @description Of them, paid. */
                            paidCount: number;
                            /** @description Naira of that given back (processed refunds). */
                            refunded: number;
                            to: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment transactions (admin), each with its order number, the payer's name and its status in a clerk's words. All by default, or those created from `from` to `to` (Lagos days); page/pageSize to page it; X-Total-Count has the total. */
        get: {
            parameters: {
                query?: {
                    /** @description A day in Lagos time, yyyy-MM-dd. */
                    from?: string;
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description A leading - sorts descending. */
                    sort?: "createdAt" | "-createdAt" | "amount" | "-amount";
                    /** @description A day in Lagos time, yyyy-MM-dd. */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Naira. */
                            amount: number;
                            /** @description Why an admin should look at this payment (e.g. reversed at the provider), or null. */
                            attention: string | null;
                            billingAddress: string;
                            channel: string | null;
                            /** @description Naira charged, fees included when the customer bears them. */
                            chargedAmount: number | null;
                            /**
                             * @description In an accounts clerk's words: paid, refund-pending, partly-refunded, refunded (processed refunds cover the amount), reversed (at the provider, not by the shop), pending, cancelled-by-shopper (came back from the provider's page without paying), abandoned (lapsed), failed (declined, or the answer did not match).
                             * @enum {string}
                             */
                            clerkStatus: "paid" | "refund-pending" | "partly-refunded" | "refunded" | "reversed" | "pending" | "cancelled-by-shopper" | "abandoned" | "failed";
                            createdAt: string;
                            /** @description The paying account's name. */
                            customerName: string | null;
                            email: string;
                            /** @description The provider's fees (naira). */
                            fees: number | null;
                            /** Format: uuid */
                            id: string;
                            /** @description The order placed from this payment (EPH-000123), or null. */
                            orderNumber: string | null;
                            paidAt: string | null;
                            /** @enum {string} */
                            paymentStatus: "pending" | "success" | "failed" | "abandoned";
                            paymentType: string;
                            /** @description Some money was given back (a processed refund, or reversed at the provider). */
                            refunded: boolean;
                            /** @description Naira given back by processed refunds. */
                            refundedAmount: number;
                            /** @description Naira of refunds still on their way. */
                            refundingAmount: number;
                            /**
                             * @description The latest refund's status.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            shippingAddress: string;
                            /** @description true: paid (Success); false: not paid (Failed, pending or abandoned). */
                            status: boolean;
                            transactionReference: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/verify/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ask the provider whether this payment succeeded and record it; a successful cart payment gets its order placed (once). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ref: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description What the cart cost (naira). */
                                amount: number;
                                /** @description card, bank_transfer, ussd... */
                                channel: string | null;
                                /** @description What the customer was charged (naira): amount, plus the provider's fees when the customer bears them. */
                                chargedAmount: number | null;
                                currency: string;
                                /** @description The provider's fees (naira). */
                                fees: number | null;
                                gatewayResponse: string | null;
                                orderId: string | null;
                                paid: boolean;
                                paidAt: string | null;
                                paymentType: string;
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "success" | "failed" | "abandoned";
                            };
                            message: string;
                            status: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paystack events, signed with x-paystack-signature (HMAC-SHA512 of the raw body). An event only makes the API verify the payment itself; 200 once it is processed, an error otherwise (Paystack then retries). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pharmacies (markets) by name. */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The street address a shopper collects from */
                            address: string;
                            contact: string;
                            /** @description Local government areas it delivers to within those states (empty: the whole states) */
                            deliveryLgas: string[];
                            deliveryRange: string;
                            deliveryStates: ("Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara")[];
                            /** @description Shoppers may collect here (needs a street address and a state) */
                            isPickupPoint: boolean;
                            /** @enum {string} */
                            kind: "pharmacy" | "warehouse";
                            /** @description Within Nigeria (4 to 14 degrees north) */
                            latitude: number | null;
                            location: string;
                            /** @description Within Nigeria (2.5 to 15 degrees east) */
                            longitude: number | null;
                            name: string;
                            /** @description For example "Mon–Sat 8:00–21:00, Sun 12:00–18:00" */
                            openingHours: string;
                            /** Format: uuid */
                            pharmacyId: string;
                            /**
                             * @description The state it is in
                             * @enum {string|null}
                             */
                            state: "Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara" | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a pharmacy (admin; 409 when the version moved on). */
        delete: {
            parameters: {
                query: {
                    /** @description The version the edit starts from (409 when it has moved on) */
                    version: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit a pharmacy (admin): any field, hidden; with the version read (409 if it changed since). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The street address a shopper collects from */
                        address?: string;
                        contact?: string;
                        /** @description Local government areas it delivers to within those states (empty: the whole states) */
                        deliveryLgas?: string[];
                        deliveryRange?: string;
                        deliveryStates?: ("Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara")[];
                        /** @description true hides it from the shop */
                        hidden?: boolean;
                        /** @description Shoppers may collect here (needs a street address and a state) */
                        isPickupPoint?: boolean;
                        /** @enum {string} */
                        kind?: "pharmacy" | "warehouse";
                        /** @description Within Nigeria (4 to 14 degrees north) */
                        latitude?: number | null;
                        location?: string;
                        /** @description Within Nigeria (2.5 to 15 degrees east) */
                        longitude?: number | null;
                        name?: string;
                        /** @description For example "Mon–Sat 8:00–21:00, Sun 12:00–18:00" */
                        openingHours?: string;
                        /**
                         * @description The state it is in
                         * @enum {string|null}
                         */
                        state?: "Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara" | null;
                        /** @description The version the edit starts from (409 when it has moved on) */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The street address a shopper collects from */
                            address: string;
                            contact: string;
                            /** @description Local government areas it delivers to within those states (empty: the whole states) */
                            deliveryLgas: string[];
                            deliveryRange: string;
                            deliveryStates: ("Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara")[];
                            hidden: boolean;
                            /** @description Shoppers may collect here (needs a street address and a state) */
                            isPickupPoint: boolean;
                            /** @enum {string} */
                            kind: "pharmacy" | "warehouse";
                            /** @description Within Nigeria (4 to 14 degrees north) */
                            latitude: number | null;
                            location: string;
                            /** @description Within Nigeria (2.5 to 15 degrees east) */
                            longitude: number | null;
                            name: string;
                            /** @description For example "Mon–Sat 8:00–21:00, Sun 12:00–18:00" */
                            openingHours: string;
                            /** Format: uuid */
                            pharmacyId: string;
                            /**
                             * @description The state it is in
                             * @enum {string|null}
                             */
                            state: "Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara" | null;
                            updatedAt: string;
                            /** @description Send it back with an edit; a different one answers 409 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/pharmacies/addPharmacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a pharmacy (admin); every field is required. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contact: string;
                        /** @description For example "Lagos Island and Mainland" or "15 km" */
                        deliveryRange: string;
                        location: string;
                        name: string;
                        /**
                         * Format: uuid
                         * @description Leave out or send the all-zero id: the server assigns one
                         */
                        pharmacyId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The street address a shopper collects from */
                            address: string;
                            contact: string;
                            /** @description Local government areas it delivers to within those states (empty: the whole states) */
                            deliveryLgas: string[];
                            deliveryRange: string;
                            deliveryStates: ("Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara")[];
                            /** @description Shoppers may collect here (needs a street address and a state) */
                            isPickupPoint: boolean;
                            /** @enum {string} */
                            kind: "pharmacy" | "warehouse";
                            /** @description Within Nigeria (4 to 14 degrees north) */
                            latitude: number | null;
                            location: string;
                            /** @description Within Nigeria (2.5 to 15 degrees east) */
                            longitude: number | null;
                            name: string;
                            /** @description For example "Mon–Sat 8:00–21:00, Sun 12:00–18:00" */
                            openingHours: string;
                            /** Format: uuid */
                            pharmacyId: string;
                            /**
                             * @description The state it is in
                             * @enum {string|null}
                             */
                            state: "Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara" | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When pharmacists review prescriptions (the shop takes orders at any hour), and when a prescription sent now will be checked. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description HH:MM, local time. */
                            closes: string;
                            /** @description Days a pharmacist reviews prescriptions. */
                            days: string[];
                            /**
                             * Format: date-time
                             * @description When a prescription sent now is first looked at.
                             */
                            nextReviewAt: string;
                            /** @description The same in words: "now: …", "today from 08:00", "Monday from 08:00". */
                            nextReviewText: string;
                            onDutyNow: boolean;
                            /** @description HH:MM, local time. */
                            opens: string;
                            /** @description The hours in words, e.g. "Monday to Saturday, 08:00–20:00 (Lagos time)". */
                            text: string;
                            timeZone: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/cart-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prescriptions to check before payment, oldest first, with the shopper's name and phone (pharmacists only; each prescription read is logged; a pharmacist's own are left to another). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                approvalId: string;
                                /** @description The cart's items total in naira (the pay link's page opens the checkout with it), null where not asked. */
                                cartTotal: number | null;
                                /** @description Whether the cart's prescription-only lines are still exactly these (null where not asked). */
                                coversCart: boolean | null;
                                customerName: string;
                                /** @description The number the shopper gave for the pharmacist to call. */
                                customerPhone: string;
                                decidedAt: string | null;
                                /** @description The prescription-only lines the check covers: exactly these medicines and quantities. */
                                lines: {
                                    /** Format: uuid */
                                    medicineId: string;
                                    medicineName: string;
                                    quantity: number;
                                }[];
                                /** @description Once approved: the page that opens the checkout for this cart. */
                                payLink: string | null;
                                pharmacistName: string | null;
                                pharmacistRegistration: string | null;
                                prescription: {
                                    /** @enum {string} */
                                    contentType: "image/jpeg" | "image/png" | "application/pdf";
                                    fileName: string;
                                    /** Format: uuid */
                                    id: string;
                                    notes: string | null;
                                    /** @description The orders it was used for (EPH-000123). */
                                    orderNumbers: string[];
                                    prescriberName: string;
                                    sizeBytes: number;
                                    /** @description ISO 8601. */
                                    uploadedAt: string;
                                    usable: boolean;
                                    /**
                                     * Format: date
                                     * @description The last day it can be used for a new order: six months after it was written.
                                     */
                                    usableUntil: string;
                                    /** Format: date */
                                    writtenOn: string;
                                };
                                /** Format: uuid */
                                prescriptionId: string;
                                reason: string | null;
                                /** Format: date-time */
                                requestedAt: string;
                                /**
                                 * Format: date-time
                                 * @description When a pharmacist is first on duty to check it (from the pharmacist hours).
                                 */
                                reviewFrom: string;
                                /** @description The same in words: "now: …", "today from 08:00", "Monday from 08:00". */
                                reviewFromText: string;
                                /** @enum {string} */
                                status: "awaiting" | "approved" | "rejected" | "used" | "replaced";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/cart-approvals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One check before payment (403 review-own-order for your own). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            approvalId: string;
                            /** @description The cart's items total in naira (the pay link's page opens the checkout with it), null where not asked. */
                            cartTotal: number | null;
                            /** @description Whether the cart's prescription-only lines are still exactly these (null where not asked). */
                            coversCart: boolean | null;
                            customerName: string;
                            /** @description The number the shopper gave for the pharmacist to call. */
                            customerPhone: string;
                            decidedAt: string | null;
                            /** @description The prescription-only lines the check covers: exactly these medicines and quantities. */
                            lines: {
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            /** @description Once approved: the page that opens the checkout for this cart. */
                            payLink: string | null;
                            pharmacistName: string | null;
                            pharmacistRegistration: string | null;
                            prescription: {
                                /** @enum {string} */
                                contentType: "image/jpeg" | "image/png" | "application/pdf";
                                fileName: string;
                                /** Format: uuid */
                                id: string;
                                notes: string | null;
                                /** @description The orders it was used for (EPH-000123). */
                                orderNumbers: string[];
                                prescriberName: string;
                                sizeBytes: number;
                                /** @description ISO 8601. */
                                uploadedAt: string;
                                usable: boolean;
                                /**
                                 * Format: date
                                 * @description The last day it can be used for a new order: six months after it was written.
                                 */
                                usableUntil: string;
                                /** Format: date */
                                writtenOn: string;
                            };
                            /** Format: uuid */
                            prescriptionId: string;
                            reason: string | null;
                            /** Format: date-time */
                            requestedAt: string;
                            /**
                             * Format: date-time
                             * @description When a pharmacist is first on duty to check it (from the pharmacist hours).
                             */
                            reviewFrom: string;
                            /** @description The same in words: "now: …", "today from 08:00", "Monday from 08:00". */
                            reviewFromText: string;
                            /** @enum {string} */
                            status: "awaiting" | "approved" | "rejected" | "used" | "replaced";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Approve or reject (with a reason) a prescription before payment; audited. 409 review-decided when decided already. The shopper is mailed: when approved, with a pay link. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        approved: boolean;
                        /** @description Why it is rejected, for the patient (3 to 500 characters; required to reject). */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            approvalId: string;
                            /** @description The cart's items total in naira (the pay link's page opens the checkout with it), null where not asked. */
                            cartTotal: number | null;
                            /** @description Whether the cart's prescription-only lines are still exactly these (null where not asked). */
                            coversCart: boolean | null;
                            decidedAt: string | null;
                            /** @description The prescription-only lines the check covers: exactly these medicines and quantities. */
                            lines: {
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                quantity: number;
                            }[];
                            /** @description Once approved: the page that opens the checkout for this cart. */
                            payLink: string | null;
                            pharmacistName: string | null;
                            pharmacistRegistration: string | null;
                            /** Format: uuid */
                            prescriptionId: string;
                            reason: string | null;
                            /** Format: date-time */
                            requestedAt: string;
                            /**
                             * Format: date-time
                             * @description When a pharmacist is first on duty to check it (from the pharmacist hours).
                             */
                            reviewFrom: string;
                            /** @description The same in words: "now: …", "today from 08:00", "Monday from 08:00". */
                            reviewFromText: string;
                            /** @enum {string} */
                            status: "awaiting" | "approved" | "rejected" | "used" | "replaced";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/controlled-attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checkouts refused for going over a controlled medicine cap (per order, or 30 days per person, phone or delivery address), newest first (pharmacists only). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                address: string;
                                /** @description Units already bought in the 30 days by that person, phone or address */
                                alreadyBought: number;
                                /**
                                 * @description Which cap it went over
                                 * @enum {string}
                                 */
                                cap: "per-order" | "person-30-days" | "phone-30-days" | "address-30-days";
                                capLimit: number;
                                createdAt: string;
                                customerEmail?: string | null;
                                customerName?: string | null;
                                /** Format: uuid */
                                id: string;
                                medicineId?: string | null;
                                medicineName: string;
                                phone: string;
                                /** @description Units (packs) the refused checkout asked for */
                                quantity: number;
                                userId?: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pharmacists’ queue: threads waiting for a reply, emergencies first, then the longest wait. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            messages: number;
                            redFlag: boolean;
                            shopperFirstName: string;
                            subject: string;
                            topic: string;
                            waitingSeconds: number;
                            /** Format: date-time */
                            waitingSince: string;
                            /** @description The part of the wait within pharmacist hours. */
                            waitingWorkingSeconds: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/expected-wait": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When a pharmacist will answer a question sent now (from the pharmacist hours and recent answers). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            nextOnDutyAt: string;
                            onDutyNow: boolean;
                            text: string;
                            /** @description Median response time (pharmacist hours) of the last 30 days. */
                            usualResponseSeconds: number | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/health-access-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests to open health data (the pharmacist role, a laboratory binding) waiting for a pharmacist, oldest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            decidedBy: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "pharmacist" | "laboratory";
                            /** Format: uuid */
                            laboratoryId: string | null;
                            pharmacistRegistration: string | null;
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: uuid */
                            requestedBy: string | null;
                            /** @description The name of the admin who asked, in the list of pending requests (null in a decision's answer, or when the account is gone). */
                            requestedByName: string | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "refused";
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/health-access-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or refuse a request to open health data: a pharmacist who neither asked for it nor receives it (403 `health-access-two-people`); once (409). Audited. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        approve: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            decidedBy: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "pharmacist" | "laboratory";
                            /** Format: uuid */
                            laboratoryId: string | null;
                            pharmacistRegistration: string | null;
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: uuid */
                            requestedBy: string | null;
                            /** @description The name of the admin who asked, in the list of pending requests (null in a decision's answer, or when the account is gone). */
                            requestedByName: string | null;
                            /** @enum {string} */
                            state: "pending" | "approved" | "refused";
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/refills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refill plans waiting for a pharmacist to review their prescription. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                addressId?: string;
                                /** @description The unit price the shopper last agreed to, naira. */
                                agreedUnitPrice?: number;
                                /** @description The saved card is charged automatically (the shopper consented). */
                                autoPay: boolean;
                                card: {
                                    bank: string;
                                    brand: string;
                                    expMonth: string;
                                    expYear: string;
                                    /** Format: uuid */
                                    id: string;
                                    last4: string;
                                    /**
                                     * Format: date-time
                                     * @description When the shopper asked to save it, on their own checkout.
                                     */
                                    savedAt?: string;
                                    /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                    savedAtOrder?: string | null;
                                    /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                    savedFrom?: string;
                                } | null;
                                createdAt?: string;
                                /** Format: uuid */
                                id: string;
                                intervalDays: number;
                                /** @enum {string} */
                                intervalSource?: "days-supply" | "weeks";
                                lastCycle?: {
                                    amount: number | null;
                                    orderId: string | null;
                                    reason: string | null;
                                    /** @description A Lagos calendar day, YYYY-MM-DD. */
                                    runOn: string;
                                    status: string;
                                } | null;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                /** @description What the next refill costs now with delivery, naira. */
                                nextAmount: number | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                nextRunOn: string;
                                prescribedUnitsLeft?: number | null;
                                prescriptionId?: string | null;
                                quantity: number;
                                /** @enum {string} */
                                status: "active" | "paused" | "needs-confirmation" | "needs-prescription" | "cancelled";
                                /** Format: uuid */
                                userId?: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/refills/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a plan's prescription with the units it allows (refills never take more), or refuse it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        approve: boolean;
                        unitsAllowed?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            addressId?: string;
                            /** @description The unit price the shopper last agreed to, naira. */
                            agreedUnitPrice?: number;
                            /** @description The saved card is charged automatically (the shopper consented). */
                            autoPay: boolean;
                            card: {
                                bank: string;
                                brand: string;
                                expMonth: string;
                                expYear: string;
                                /** Format: uuid */
                                id: string;
                                last4: string;
                                /**
                                 * Format: date-time
                                 * @description When the shopper asked to save it, on their own checkout.
                                 */
                                savedAt?: string;
                                /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                savedAtOrder?: string | null;
                                /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                savedFrom?: string;
                            } | null;
                            createdAt?: string;
                            /** Format: uuid */
                            id: string;
                            intervalDays: number;
                            /** @enum {string} */
                            intervalSource?: "days-supply" | "weeks";
                            lastCycle?: {
                                amount: number | null;
                                orderId: string | null;
                                reason: string | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                runOn: string;
                                status: string;
                            } | null;
                            /** Format: uuid */
                            medicineId: string;
                            medicineName: string;
                            /** @description What the next refill costs now with delivery, naira. */
                            nextAmount: number | null;
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            nextRunOn: string;
                            prescribedUnitsLeft?: number | null;
                            prescriptionId?: string | null;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "paused" | "needs-confirmation" | "needs-prescription" | "cancelled";
                            /** Format: uuid */
                            userId?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders awaiting a pharmacist, oldest first, each with its prescription and lines (pharmacists only; each prescription read is logged). A pharmacist's own orders and orders for their own prescription are not listed: another pharmacist reviews them. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                customerName: string;
                                /** @description The shopper's phone (the delivery address's), for the pharmacist to call. */
                                customerPhone: string | null;
                                /** @description Naira. */
                                deliveryFee: number;
                                lines: {
                                    /** Format: uuid */
                                    lineId: string;
                                    medicineName: string;
                                    /** @description Unit price paid, naira. */
                                    price: number;
                                    quantity: number;
                                    requiresPrescription: boolean;
                                }[];
                                /** Format: uuid */
                                orderId: string;
                                orderNumber: string;
                                placedAt: string;
                                prescription: {
                                    /** @enum {string} */
                                    contentType: "image/jpeg" | "image/png" | "application/pdf";
                                    fileName: string;
                                    /** Format: uuid */
                                    id: string;
                                    notes: string | null;
                                    /** @description The orders it was used for (EPH-000123). */
                                    orderNumbers: string[];
                                    prescriberName: string;
                                    sizeBytes: number;
                                    /** @description ISO 8601. */
                                    uploadedAt: string;
                                    usable: boolean;
                                    /**
                                     * Format: date
                                     * @description The last day it can be used for a new order: six months after it was written.
                                     */
                                    usableUntil: string;
                                    /** Format: date */
                                    writtenOn: string;
                                } | null;
                                /** @description Naira. */
                                totalPrice: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/reviews/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order awaiting review, with its prescription and lines (409 review-decided once decided; 403 review-own-order for the pharmacist's own order or prescription). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerName: string;
                            /** @description The shopper's phone (the delivery address's), for the pharmacist to call. */
                            customerPhone: string | null;
                            /** @description Naira. */
                            deliveryFee: number;
                            lines: {
                                /** Format: uuid */
                                lineId: string;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                requiresPrescription: boolean;
                            }[];
                            /** Format: uuid */
                            orderId: string;
                            orderNumber: string;
                            placedAt: string;
                            prescription: {
                                /** @enum {string} */
                                contentType: "image/jpeg" | "image/png" | "application/pdf";
                                fileName: string;
                                /** Format: uuid */
                                id: string;
                                notes: string | null;
                                /** @description The orders it was used for (EPH-000123). */
                                orderNumbers: string[];
                                prescriberName: string;
                                sizeBytes: number;
                                /** @description ISO 8601. */
                                uploadedAt: string;
                                usable: boolean;
                                /**
                                 * Format: date
                                 * @description The last day it can be used for a new order: six months after it was written.
                                 */
                                usableUntil: string;
                                /** Format: date */
                                writtenOn: string;
                            } | null;
                            /** @description Naira. */
                            totalPrice: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Decide: every prescription line approved or rejected (reason required when any is rejected). All approved: Pending. All of the order rejected: Canceled, refunded in full, stock returned. Some rejected: Pending, the rejected lines refunded and their stock returned. 409 review-decided when another pharmacist decided first. 403 review-own-order: a pharmacist never reviews an order they placed or one for their own prescription. The shopper is emailed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lines: {
                            approved: boolean;
                            /** Format: uuid */
                            lineId: string;
                        }[];
                        /** @description Why lines are rejected, for the patient (3 to 500 characters). */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the shopper paid in the end: totalPrice - refundedAmount (naira). */
                            amountPaid: number;
                            customer: {
                                email: string;
                                name: string;
                                /** @description The customer's number (the delivery phone the rider calls). */
                                phone: string | null;
                            };
                            deliveryAddress: {
                                city: string;
                                landmark: string;
                                /** @description +234XXXXXXXXXX */
                                phone: string;
                                recipient: string;
                                /** @description One of the 36 states, or FCT. */
                                state: string;
                                street: string;
                                zone: string;
                                zoneName: string;
                            } | null;
                            /** @description Naira; 0 when delivery was free. */
                            deliveryFee: number;
                            /** @description Expected delivery, counted from when the order was placed. */
                            deliveryWindow: {
                                /** @description YYYY-MM-DD */
                                earliest: string;
                                /** @description YYYY-MM-DD */
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                /** @description e.g. "3–5 working days (Wed 14 May – Fri 16 May)". */
                                text: string;
                            } | null;
                            /** @description Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one. */
                            discount: number;
                            /** @description The discount code used, if any. */
                            discountCode: string | null;
                            /** @description How the order reaches the shopper, and the pharmacy (or warehouse) packing it. */
                            fulfilment: {
                                /** @enum {string} */
                                kind: "delivery" | "pickup";
                                /** @description Where it is packed (and, for a pickup, collected); null for orders placed before locations. */
                                location: {
                                    address: string;
                                    contact: string;
                                    name: string;
                                    openingHours: string;
                                } | null;
                                /** @description When a pickup was handed over against its PIN (ISO 8601). */
                                pickedUpAt: string | null;
                                /** @description When the pharmacy marked a pickup ready (ISO 8601). */
                                readyAt: string | null;
                            };
                            /** @description Naira, before any discount. */
                            itemsTotal: number;
                            /** @description ISO 8601. */
                            orderDate: string;
                            /** Format: uuid */
                            orderId: string;
                            orderItems: {
                                /** @description The batches the units came from (first expiry first out); empty once given back. */
                                batches: {
                                    /** @description YYYY-MM-DD; null for stock of unrecorded batch. */
                                    expiryDate: string | null;
                                    lotNumber: string;
                                    quantity: number;
                                }[];
                                /** Format: uuid */
                                lineId: string;
                                medicineId: string | null;
                                medicineName: string;
                                /** @description Unit price paid, naira. */
                                price: number;
                                quantity: number;
                                /** @description Prescription-only when sold: a pharmacist approves or rejects it. */
                                requiresPrescription: boolean;
                                /** @enum {string|null} */
                                reviewDecision: "approved" | "rejected" | null;
                            }[];
                            /** @description The human order number, e.g. EPH-000123 (sequential). */
                            orderNumber: string;
                            paidAt: string | null;
                            paymentReference: string;
                            /** @description The prescription attached for the order's prescription-only medicines. */
                            prescriptionId: string | null;
                            /** @description Naira given back so far or on its way (failed refunds left out); 0 when none. */
                            refundedAmount: number;
                            /** @description How long a refund takes to reach the card or account, e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            /**
                             * @description The latest refund's state; null when nothing was refunded.
                             * @enum {string|null}
                             */
                            refundStatus: "pending" | "processing" | "processed" | "failed" | "needs-attention" | null;
                            review: {
                                /** @description Approved before the shopper paid (the prescription checked against the cart). */
                                beforePayment: boolean;
                                /** @description ISO 8601. */
                                decidedAt: string;
                                /** @enum {string} */
                                decision: "approved" | "rejected" | "partial";
                                /** @description The name the pharmacist gives patients, e.g. "Pharm. Ada Example". */
                                pharmacistName: string;
                                /** @description The pharmacist's PCN registration number. */
                                pharmacistRegistration: string | null;
                                /** @description Why lines were rejected, for the shopper. */
                                reason: string | null;
                                /** @description What the rejected lines gave back (naira). */
                                refund: number;
                            } | null;
                            rider: {
                                name: string;
                                /** @description The rider's Nigerian mobile number, +2348031234567. */
                                phone: string;
                            } | null;
                            shippingAddress: string;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            /** @description Each status the order has been in, oldest first, with when it got there (ISO 8601). */
                            statusHistory: {
                                at: string;
                                /** @enum {string} */
                                status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                            }[];
                            /** @description What was charged: itemsTotal - discount + deliveryFee (naira). */
                            totalPrice: number;
                            /** Format: uuid */
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/safety-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Side-effect and suspected-fake reports to triage, oldest first: open ones (not closed) unless which=all (pharmacists only). */
        get: {
            parameters: {
                query?: {
                    which?: "open" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                contactPhone: string;
                                createdAt: string;
                                customerEmail?: string | null;
                                customerName?: string | null;
                                description: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "side-effect" | "suspected-fake";
                                /** @description The batch number on the pack (may be empty for a side effect) */
                                lotNumber: string;
                                medicineId?: string | null;
                                medicineName: string;
                                orderId?: string | null;
                                /** @description EPH-000123 when sent from an order */
                                orderNumber?: string | null;
                                /** @enum {string} */
                                state: "new" | "reviewing" | "sent-to-nafdac" | "closed";
                                triagedAt?: string | null;
                                triageNote: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pharmacist/safety-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a report on: reviewing, sent-to-nafdac or closed, with the pharmacist's note (pharmacists only). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                        /** @enum {string} */
                        state: "new" | "reviewing" | "sent-to-nafdac" | "closed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            state: "new" | "reviewing" | "sent-to-nafdac" | "closed";
                            triageNote: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/pharmacy-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registered pharmacy: name, PCN premises licence, superintendent pharmacist, address and hours; and the refund promise its terms make. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            /** @description True while these are the development defaults, which name no real pharmacy. */
                            fictional: boolean;
                            hours: string;
                            /** @description Pharmacists Council of Nigeria (PCN) premises licence number. */
                            premisesLicence: string;
                            /** @description Where data-protection requests (a copy, a correction, deletion) go. */
                            privacyEmail: string;
                            /** @description The shop's one refund promise (payments/refund-timeline.ts), for the terms page: e.g. "3 to 10 working days". */
                            refundExpectedWithin: string;
                            registeredName: string;
                            superintendent: {
                                name: string;
                                /** @description PCN registration number. */
                                registrationNumber: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickup-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pharmacies a shopper can collect from (no delivery fee), in a state or all, those in the shopper's state first, with their hours and when the caller's cart would be ready there (today when it holds it, after a transfer when not). */
        get: {
            parameters: {
                query?: {
                    /** @description The shopper's state: its pharmacies come first (default: the state of their default saved address). */
                    near?: string;
                    /** @description One of the 36 states or "FCT", as delivery zones name them. */
                    state?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            contact: string;
                            /** @description Every line of the caller's cart is in stock there now. */
                            hasYourCart: boolean | null;
                            /** @description In the shopper's state (listed first). */
                            inYourState: boolean;
                            name: string;
                            openingHours: string;
                            /** Format: uuid */
                            pharmacyId: string;
                            /**
                             * @description now: it holds the cart; transfer: what it lacks comes from another location first; unavailable: nowhere holds it. Null without a cart.
                             * @enum {string|null}
                             */
                            readiness: "now" | "transfer" | "unavailable" | null;
                            /** @description When the cart would be ready to collect there (working days from now); null without a cart or when unavailable. */
                            readyWindow: {
                                earliest: string;
                                latest: string;
                                maxDays: number;
                                minDays: number;
                                text: string;
                            } | null;
                            state: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prescriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's prescriptions, newest first, with whether each can still be used and the orders that used it. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                contentType: "image/jpeg" | "image/png" | "application/pdf";
                                fileName: string;
                                /** Format: uuid */
                                id: string;
                                notes: string | null;
                                /** @description The orders it was used for (EPH-000123). */
                                orderNumbers: string[];
                                prescriberName: string;
                                sizeBytes: number;
                                /** @description ISO 8601. */
                                uploadedAt: string;
                                usable: boolean;
                                /**
                                 * Format: date
                                 * @description The last day it can be used for a new order: six months after it was written.
                                 */
                                usableUntil: string;
                                /** Format: date */
                                writtenOn: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Upload a prescription (multipart: "file" — JPEG, PNG or PDF, judged by content, at most 10 MB; "prescriberName"; "writtenOn" YYYY-MM-DD, within the last six months; optional "notes"). Photos are turned upright and stripped of metadata; PDFs with scripts, actions or attachments are refused. 409 `consent-required` unless the shopper's consent to keeping their prescriptions (health-data, prescriptions) is in force. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG or PDF, judged by content, at most 10 MB.
                         */
                        file: string;
                        notes?: string;
                        prescriberName: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, within the last six months.
                         */
                        writtenOn: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            contentType: "image/jpeg" | "image/png" | "application/pdf";
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            notes: string | null;
                            /** @description The orders it was used for (EPH-000123). */
                            orderNumbers: string[];
                            prescriberName: string;
                            sizeBytes: number;
                            /** @description ISO 8601. */
                            uploadedAt: string;
                            usable: boolean;
                            /**
                             * Format: date
                             * @description The last day it can be used for a new order: six months after it was written.
                             */
                            usableUntil: string;
                            /** Format: date */
                            writtenOn: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prescriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One prescription: its owner or a pharmacist only (401 anonymous, 403 anyone else). Every read by someone signed in, allowed or refused, is logged. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            contentType: "image/jpeg" | "image/png" | "application/pdf";
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            notes: string | null;
                            /** @description The orders it was used for (EPH-000123). */
                            orderNumbers: string[];
                            prescriberName: string;
                            sizeBytes: number;
                            /** @description ISO 8601. */
                            uploadedAt: string;
                            usable: boolean;
                            /**
                             * Format: date
                             * @description The last day it can be used for a new order: six months after it was written.
                             */
                            usableUntil: string;
                            /** Format: date */
                            writtenOn: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete one of your prescriptions, file and all (409 when an order uses it: it stays with the order). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prescriptions/{id}/access-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who read the prescription (or tried to), newest first: for its owner and pharmacists. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                action: "view" | "file";
                                /** @enum {string} */
                                actor: "owner" | "pharmacist" | "other" | "anonymous";
                                actorName: string;
                                allowed: boolean;
                                at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prescriptions/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The prescription's file: its owner or a pharmacist only (401 anonymous, 403 anyone else). Every read by someone signed in, allowed or refused, is logged. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The JPEG, PNG or PDF. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How long each kind of personal data is kept (the retention job enforces the same periods) and who processes it for the pharmacy. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            processors: {
                                data: string;
                                location: string;
                                name: string;
                                purpose: string;
                            }[];
                            retention: {
                                abandonedCartsDays: number;
                                contactMessagesDays: number;
                                conversationsDays: number;
                                dispensingRecordsDays: number;
                                logsDays: number;
                                prescriptionsDays: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refill-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a mailed refill link is for (reading it does not use it). 403 not valid, 410 used or expired. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            medicineName: string;
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            nextRunOn: string;
                            /** @enum {string} */
                            purpose: "pay" | "skip" | "change-date" | "pause" | "cancel";
                            status: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refill-links/{token}/{purpose}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uses a mailed link for its own purpose only (skip, pause, cancel; change-date with nextRunOn or daysLeft), once. 403 for another purpose, 410 once used. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    purpose: "skip" | "pause" | "cancel" | "change-date";
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        daysLeft: number;
                        nextRunOn: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            medicineName: string;
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            nextRunOn: string;
                            /** @enum {string} */
                            purpose: "pay" | "skip" | "change-date" | "pause" | "cancel";
                            status: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refill-links/{token}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A mailed pay link: signed in as the plan's shopper, Paystack's checkout page for the refill (the link stays usable until it expires, so an abandoned page can be opened again). 403 for another purpose or another account. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Paystack's checkout page for this refill (card, transfer or USSD). */
                            authorizationUrl: string;
                            reference: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My refill plans (not cancelled): next date, amount now, card, last run. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                addressId?: string;
                                /** @description The unit price the shopper last agreed to, naira. */
                                agreedUnitPrice?: number;
                                /** @description The saved card is charged automatically (the shopper consented). */
                                autoPay: boolean;
                                card: {
                                    bank: string;
                                    brand: string;
                                    expMonth: string;
                                    expYear: string;
                                    /** Format: uuid */
                                    id: string;
                                    last4: string;
                                    /**
                                     * Format: date-time
                                     * @description When the shopper asked to save it, on their own checkout.
                                     */
                                    savedAt?: string;
                                    /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                    savedAtOrder?: string | null;
                                    /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                    savedFrom?: string;
                                } | null;
                                createdAt?: string;
                                /** Format: uuid */
                                id: string;
                                intervalDays: number;
                                /** @enum {string} */
                                intervalSource?: "days-supply" | "weeks";
                                lastCycle?: {
                                    amount: number | null;
                                    orderId: string | null;
                                    reason: string | null;
                                    /** @description A Lagos calendar day, YYYY-MM-DD. */
                                    runOn: string;
                                    status: string;
                                } | null;
                                /** Format: uuid */
                                medicineId: string;
                                medicineName: string;
                                /** @description What the next refill costs now with delivery, naira. */
                                nextAmount: number | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                nextRunOn: string;
                                prescribedUnitsLeft?: number | null;
                                prescriptionId?: string | null;
                                quantity: number;
                                /** @enum {string} */
                                status: "active" | "paused" | "needs-confirmation" | "needs-prescription" | "cancelled";
                                /** Format: uuid */
                                userId?: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** A refill plan from a delivered order's line (orderId) or a product (medicineId): quantity, every 2/4/8/12 weeks or the pack's days' supply at the dose, a saved address, and optionally a saved card with explicit consent (autoPay) to charge it. Prescription-only medicine needs your valid prescription; a pharmacist then sets the units it allows before the first refill. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        addressId: string;
                        /** @description Explicit consent to charge the saved card on each refill. */
                        autoPay?: boolean;
                        cardId?: string | null;
                        /** @description I still have N days' worth: moves the first refill. */
                        daysLeft?: number;
                        /**
                         * @description Omit to use the pack's days' supply at the daily dose.
                         * @enum {integer}
                         */
                        everyWeeks?: 2 | 4 | 8 | 12;
                        /** Format: uuid */
                        medicineId?: string;
                        /**
                         * Format: uuid
                         * @description A delivered order of yours: the plan repeats its line for medicineId (or its first line).
                         */
                        orderId?: string;
                        prescriptionId?: string | null;
                        quantity: number;
                        /** @description The dose, when the product does not say it plainly. */
                        unitsPerDay?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            addressId?: string;
                            /** @description The unit price the shopper last agreed to, naira. */
                            agreedUnitPrice?: number;
                            /** @description The saved card is charged automatically (the shopper consented). */
                            autoPay: boolean;
                            card: {
                                bank: string;
                                brand: string;
                                expMonth: string;
                                expYear: string;
                                /** Format: uuid */
                                id: string;
                                last4: string;
                                /**
                                 * Format: date-time
                                 * @description When the shopper asked to save it, on their own checkout.
                                 */
                                savedAt?: string;
                                /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                savedAtOrder?: string | null;
                                /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                savedFrom?: string;
                            } | null;
                            createdAt?: string;
                            /** Format: uuid */
                            id: string;
                            intervalDays: number;
                            /** @enum {string} */
                            intervalSource?: "days-supply" | "weeks";
                            lastCycle?: {
                                amount: number | null;
                                orderId: string | null;
                                reason: string | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                runOn: string;
                                status: string;
                            } | null;
                            /** Format: uuid */
                            medicineId: string;
                            medicineName: string;
                            /** @description What the next refill costs now with delivery, naira. */
                            nextAmount: number | null;
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            nextRunOn: string;
                            prescribedUnitsLeft?: number | null;
                            prescriptionId?: string | null;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "paused" | "needs-confirmation" | "needs-prescription" | "cancelled";
                            /** Format: uuid */
                            userId?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refills/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change quantity, interval, next date, address, card or automatic payment. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        addressId: string;
                        autoPay: boolean;
                        cardId: string | null;
                        /** @enum {integer} */
                        everyWeeks: 2 | 4 | 8 | 12;
                        /** @description A Lagos calendar day, YYYY-MM-DD. */
                        nextRunOn: string;
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            addressId?: string;
                            /** @description The unit price the shopper last agreed to, naira. */
                            agreedUnitPrice?: number;
                            /** @description The saved card is charged automatically (the shopper consented). */
                            autoPay: boolean;
                            card: {
                                bank: string;
                                brand: string;
                                expMonth: string;
                                expYear: string;
                                /** Format: uuid */
                                id: string;
                                last4: string;
                                /**
                                 * Format: date-time
                                 * @description When the shopper asked to save it, on their own checkout.
                                 */
                                savedAt?: string;
                                /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                savedAtOrder?: string | null;
                                /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                savedFrom?: string;
                            } | null;
                            createdAt?: string;
                            /** Format: uuid */
                            id: string;
                            intervalDays: number;
                            /** @enum {string} */
                            intervalSource?: "days-supply" | "weeks";
                            lastCycle?: {
                                amount: number | null;
                                orderId: string | null;
                                reason: string | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                runOn: string;
                                status: string;
                            } | null;
                            /** Format: uuid */
                            medicineId: string;
                            medicineName: string;
                            /** @description What the next refill costs now with delivery, naira. */
                            nextAmount: number | null;
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            nextRunOn: string;
                            prescribedUnitsLeft?: number | null;
                            prescriptionId?: string | null;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "paused" | "needs-confirmation" | "needs-prescription" | "cancelled";
                            /** Format: uuid */
                            userId?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/refills/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** skip (the next refill), pause, resume, cancel (nothing is charged for a refill not yet claimed by the scheduler), confirm-price (after a rise over 10 %). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    action: "skip" | "pause" | "resume" | "cancel" | "confirm-price";
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            addressId?: string;
                            /** @description The unit price the shopper last agreed to, naira. */
                            agreedUnitPrice?: number;
                            /** @description The saved card is charged automatically (the shopper consented). */
                            autoPay: boolean;
                            card: {
                                bank: string;
                                brand: string;
                                expMonth: string;
                                expYear: string;
                                /** Format: uuid */
                                id: string;
                                last4: string;
                                /**
                                 * Format: date-time
                                 * @description When the shopper asked to save it, on their own checkout.
                                 */
                                savedAt?: string;
                                /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                savedAtOrder?: string | null;
                                /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                savedFrom?: string;
                            } | null;
                            createdAt?: string;
                            /** Format: uuid */
                            id: string;
                            intervalDays: number;
                            /** @enum {string} */
                            intervalSource?: "days-supply" | "weeks";
                            lastCycle?: {
                                amount: number | null;
                                orderId: string | null;
                                reason: string | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                runOn: string;
                                status: string;
                            } | null;
                            /** Format: uuid */
                            medicineId: string;
                            medicineName: string;
                            /** @description What the next refill costs now with delivery, naira. */
                            nextAmount: number | null;
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            nextRunOn: string;
                            prescribedUnitsLeft?: number | null;
                            prescriptionId?: string | null;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "paused" | "needs-confirmation" | "needs-prescription" | "cancelled";
                            /** Format: uuid */
                            userId?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refills/{id}/days-left": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** I still have N days' worth: the next refill moves so it arrives before the last dose. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        daysLeft: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            addressId?: string;
                            /** @description The unit price the shopper last agreed to, naira. */
                            agreedUnitPrice?: number;
                            /** @description The saved card is charged automatically (the shopper consented). */
                            autoPay: boolean;
                            card: {
                                bank: string;
                                brand: string;
                                expMonth: string;
                                expYear: string;
                                /** Format: uuid */
                                id: string;
                                last4: string;
                                /**
                                 * Format: date-time
                                 * @description When the shopper asked to save it, on their own checkout.
                                 */
                                savedAt?: string;
                                /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                savedAtOrder?: string | null;
                                /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                savedFrom?: string;
                            } | null;
                            createdAt?: string;
                            /** Format: uuid */
                            id: string;
                            intervalDays: number;
                            /** @enum {string} */
                            intervalSource?: "days-supply" | "weeks";
                            lastCycle?: {
                                amount: number | null;
                                orderId: string | null;
                                reason: string | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                runOn: string;
                                status: string;
                            } | null;
                            /** Format: uuid */
                            medicineId: string;
                            medicineName: string;
                            /** @description What the next refill costs now with delivery, naira. */
                            nextAmount: number | null;
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            nextRunOn: string;
                            prescribedUnitsLeft?: number | null;
                            prescriptionId?: string | null;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "paused" | "needs-confirmation" | "needs-prescription" | "cancelled";
                            /** Format: uuid */
                            userId?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refills/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay now: Paystack's checkout page (card, transfer or USSD) for the refill waiting for you, or else the next one, checked as an automatic charge is (price within 10 %, prescription, stock, address). Asked again, the same page. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Paystack's checkout page for this refill (card, transfer or USSD). */
                            authorizationUrl: string;
                            reference: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refills/{id}/prescription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new prescription for a prescription-only plan: a pharmacist reviews it before anything is charged. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        prescriptionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            addressId?: string;
                            /** @description The unit price the shopper last agreed to, naira. */
                            agreedUnitPrice?: number;
                            /** @description The saved card is charged automatically (the shopper consented). */
                            autoPay: boolean;
                            card: {
                                bank: string;
                                brand: string;
                                expMonth: string;
                                expYear: string;
                                /** Format: uuid */
                                id: string;
                                last4: string;
                                /**
                                 * Format: date-time
                                 * @description When the shopper asked to save it, on their own checkout.
                                 */
                                savedAt?: string;
                                /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                savedAtOrder?: string | null;
                                /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                savedFrom?: string;
                            } | null;
                            createdAt?: string;
                            /** Format: uuid */
                            id: string;
                            intervalDays: number;
                            /** @enum {string} */
                            intervalSource?: "days-supply" | "weeks";
                            lastCycle?: {
                                amount: number | null;
                                orderId: string | null;
                                reason: string | null;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                runOn: string;
                                status: string;
                            } | null;
                            /** Format: uuid */
                            medicineId: string;
                            medicineName: string;
                            /** @description What the next refill costs now with delivery, naira. */
                            nextAmount: number | null;
                            /** @description A Lagos calendar day, YYYY-MM-DD. */
                            nextRunOn: string;
                            prescribedUnitsLeft?: number | null;
                            prescriptionId?: string | null;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "paused" | "needs-confirmation" | "needs-prescription" | "cancelled";
                            /** Format: uuid */
                            userId?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refills/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My saved cards a plan may charge (reusable Paystack authorizations; never the code itself). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                bank: string;
                                brand: string;
                                expMonth: string;
                                expYear: string;
                                /** Format: uuid */
                                id: string;
                                last4: string;
                                /**
                                 * Format: date-time
                                 * @description When the shopper asked to save it, on their own checkout.
                                 */
                                savedAt?: string;
                                /** @description The order placed from the checkout the card was saved at (EPH-000123); null while none is. */
                                savedAtOrder?: string | null;
                                /** @description Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date). */
                                savedFrom?: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refills/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My orders placed by a refill plan (for the refill badge on My orders). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                orderId: string;
                                /** Format: uuid */
                                planId: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refills/prescriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My prescriptions a plan for this prescription-only medicine may be dispensed against (own, still usable): those a pharmacist approved for it first, with the most approved at a time; empty when I need to upload one. */
        get: {
            parameters: {
                query: {
                    medicineId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description The most of this medicine a pharmacist approved on it at a time; null: not approved for it yet (checked before the first refill). */
                                approvedQuantity: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @description My live plan already dispensed against it for this medicine. */
                                planId: string | null;
                                prescriberName: string;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                usableUntil: string;
                                /** @description A Lagos calendar day, YYYY-MM-DD. */
                                writtenOn: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/safety-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a side effect or a suspected fake medicine (signed in). From an order: it must be your own, delivered, hold the medicine, and a batch number given must be one it received. A suspected fake needs the batch number. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contactPhone?: string;
                        description: string;
                        /** @enum {string} */
                        kind: "side-effect" | "suspected-fake";
                        lotNumber?: string;
                        /** Format: uuid */
                        medicineId: string;
                        /** Format: uuid */
                        orderId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            state: "new" | "reviewing" | "sent-to-nafdac" | "closed";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pharmacy staff: collections due for their pharmacy's pay-on-delivery orders, by rider (403 for anyone who is not a pharmacy's staff). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Naira the rider should have collected (refused deliveries excluded). */
                            due: number;
                            orders: {
                                amount: number;
                                /** Format: uuid */
                                orderId: string;
                                orderNumber: string;
                                paid: number;
                                paidAt: string | null;
                                /** @enum {string} */
                                state: "open" | "paid" | "refused" | "cancelled";
                                status: string;
                            }[];
                            outstanding: number;
                            /** @description Naira Paystack confirmed for those orders. */
                            paid: number;
                            rider: string;
                            riderPhone: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pharmacy staff: their pharmacy's orders at one stage, oldest first (never another pharmacy's): to pack, ready for pickup (awaiting the PIN), handed to a rider. */
        get: {
            parameters: {
                query: {
                    stage: "to-pack" | "ready-for-pickup" | "handed-to-rider";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            customerName: string;
                            /** @description The phone the customer gave at checkout (+234…), to call them. */
                            customerPhone: string | null;
                            /** @enum {string} */
                            fulfilment: "delivery" | "pickup";
                            /** Format: uuid */
                            id: string;
                            lines: {
                                medicineName: string;
                                quantity: number;
                            }[];
                            /** @description EPH-000123 */
                            number: string;
                            /** Format: date-time */
                            pickupReadyAt: string | null;
                            riderName: string | null;
                            /** @enum {string} */
                            status: "AwaitingReview" | "Pending" | "Processing" | "Shipped" | "Delivered" | "Canceled";
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/pharmacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pharmacy staff: the pharmacy they work at (403 for anyone who is not a pharmacy's staff). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            /** Format: uuid */
                            id: string;
                            isPickupPoint: boolean;
                            /** @enum {string} */
                            kind: "pharmacy" | "warehouse";
                            name: string;
                            openingHours: string;
                            state: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pharmacy staff: the batches held at their pharmacy (never another location's). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            batchId: string;
                            expiryDate: string | null;
                            lotNumber: string;
                            /** Format: uuid */
                            medicineId: string;
                            medicineName: string;
                            quantity: number;
                            status: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/expiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** For each medicine, the expiry of the batch an order placed now would get ("Expiry: May 2027 or later"); null when unknown or none can be sold. */
        get: {
            parameters: {
                query: {
                    /** @description Comma-separated medicine ids (up to 50). */
                    medicineIds: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiryDate: string | null;
                            label: string | null;
                            medicineId: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/telemetry/remotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remotes' load timings and failures from a browser, with each remote's name and version (no personal data). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        events: {
                            canary?: boolean;
                            durationMs?: number;
                            /** @enum {string} */
                            kind: "load" | "failure" | "error";
                            message?: string;
                            /** @enum {string} */
                            remote: "catalog" | "cartCheckout" | "account" | "admin";
                            /** @enum {string} */
                            stage?: "manifest" | "entry" | "chunk" | "render" | "boundary";
                            version: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users (admin only): all, or searched and paged (the total in X-Total-Count). */
        get: {
            parameters: {
                query?: {
                    /** @description Page number from 1; with it the list is paged. */
                    page?: number;
                    /** @description Items per page (default 20, at most 100). */
                    pageSize?: number;
                    /** @description Part of the first or last name, username or email (any case) */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            emailConfirmed: boolean;
                            firstName: string;
                            isAdmin: boolean;
                            /** @description May review prescriptions (granted by an admin; an admin is not one unless granted). */
                            isPharmacist: boolean;
                            lastName: string;
                            /** @description The name patients read on a decision, e.g. "Pharm. Ada Example". */
                            pharmacistDisplayName: string | null;
                            /** @description The pharmacist's PCN registration number. */
                            pharmacistRegistration: string | null;
                            /** @description The mobile number (+234 and ten digits), null when none was given. */
                            phone: string | null;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with user name or email; returns an access token (15 min) and a refresh token, and sets a known-device cookie for this browser. A wrong user name or password is a 400 with the message (never a 401, which the storefront answers by renewing the session); 403 for an unconfirmed email. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        /** @description User name or email */
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessToken: string;
                            message: string;
                            refreshToken: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email address with the mailed token (query or body). */
        post: {
            parameters: {
                query?: {
                    email?: string;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        token: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/edit-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit first name, last name, email, user name or phone (your own, or any as admin). A new email applies once the link mailed to it is followed; the answer is the same whether or not that address has an account. A phone that is not a Nigerian mobile number is a 400 on the phone field. */
        put: {
            parameters: {
                query: {
                    userId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @description A Nigerian mobile number (0803 123 4567, +234 803 123 4567); stored as +234…. Empty or null removes it. SMS and WhatsApp consents in force move to the new number (none are kept when it is removed). */
                        phone: string | null;
                        /** @description Letters, digits, dot, underscore and hyphen (no @, so it never reads as an email). */
                        userName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            emailConfirmed: boolean;
                            firstName: string;
                            isAdmin: boolean;
                            /** @description May review prescriptions (granted by an admin; an admin is not one unless granted). */
                            isPharmacist: boolean;
                            lastName: string;
                            message: string;
                            /** @description The name patients read on a decision, e.g. "Pharm. Ada Example". */
                            pharmacistDisplayName: string | null;
                            /** @description The pharmacist's PCN registration number. */
                            pharmacistRegistration: string | null;
                            /** @description The mobile number (+234 and ten digits), null when none was given. */
                            phone: string | null;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Keep the language you chose on the site: notices by e-mail, SMS and WhatsApp are written in it (English where a text is not translated). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A language tag as the site names its languages: en, pcm, ha, yo, ig */
                        locale: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the login this refresh token belongs to. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        refreshToken: string;
                        RefreshToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reactivation-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send a new confirmation link. */
        get: {
            parameters: {
                query: {
                    email: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for a new pair. Each refresh token works once. 400 without RefreshToken; 403 when it is expired, used, revoked or not of this access token's session (never a 401: the storefront renews on every 401, and would renew again on this answer). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        accessToken: string;
                        AccessToken: string;
                        refreshToken: string;
                        RefreshToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            AccessToken: string;
                            RefreshToken: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; the outcome is mailed (a confirmation link, or to an address that has an account, a note). The same answer whether or not the email has an account; a taken username is a 409 whatever the email. isAdmin counts only when an admin calls. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        firstName: string;
                        /** @default false */
                        isAdmin?: boolean;
                        lastName: string;
                        password: string;
                        /** @description The shop page to come back to after confirming and logging in (a path of this site, e.g. /medicines/…); carried in the confirmation link */
                        returnTo?: string;
                        /** @description Only when the visitor ticked "order updates by SMS" (never pre-ticked): their Nigerian mobile number and the version of the consent wording they read (GET /api/consents/wording). Recorded as that consent, given at sign-up, and kept as the account's phone. */
                        smsUpdates?: {
                            phone: string;
                            wordingVersion: string;
                        };
                        /** @description Letters, digits, dot, underscore and hyphen (no @, so it never reads as an email). */
                        userName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the mailed reset token. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPassword: string;
                        /** Format: email */
                        email: string;
                        emailToken: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/send-reset-email/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (valid 1 hour). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/user-profile/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's profile (your own, or any as admin). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            emailConfirmed: boolean;
                            firstName: string;
                            isAdmin: boolean;
                            /** @description May review prescriptions (granted by an admin; an admin is not one unless granted). */
                            isPharmacist: boolean;
                            lastName: string;
                            /** @description The name patients read on a decision, e.g. "Pharm. Ada Example". */
                            pharmacistDisplayName: string | null;
                            /** @description The pharmacist's PCN registration number. */
                            pharmacistRegistration: string | null;
                            /** @description The mobile number (+234 and ten digits), null when none was given. */
                            phone: string | null;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/pharmacist-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The name patients read on a pharmacist's decision ("Pharm. Ada Example") and, optionally, the PCN registration number: set by an admin or by the user themselves. Audited. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName: string;
                        /** @description The PCN registration number, e.g. PCN/045678 (letters, digits, /, - and spaces). */
                        pcnRegistrationNumber?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            emailConfirmed: boolean;
                            firstName: string;
                            isAdmin: boolean;
                            /** @description May review prescriptions (granted by an admin; an admin is not one unless granted). */
                            isPharmacist: boolean;
                            lastName: string;
                            /** @description The name patients read on a decision, e.g. "Pharm. Ada Example". */
                            pharmacistDisplayName: string | null;
                            /** @description The pharmacist's PCN registration number. */
                            pharmacistRegistration: string | null;
                            /** @description The mobile number (+234 and ten digits), null when none was given. */
                            phone: string | null;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdminMedicine: {
            /** @description Active ingredient(s), e.g. "Artemether, lumefantrine" */
            activeIngredients: string;
            categoryHidden: boolean;
            /** Format: uuid */
            categoryId: string;
            categoryName: string;
            /** @description A controlled medicine (codeine, tramadol...): prescription-only, with quantity caps per order and per 30 days */
            controlled?: boolean;
            createdAt?: string;
            description: string;
            dosage: string;
            /** @description tablet, syrup, cream… ("" when not given) */
            dosageForm: string;
            hidden: boolean;
            /** Format: uuid */
            id: string;
            /** @description srcset text (200w, 400w, 800w) for images stored here */
            imageSrcSet?: string | null;
            /** @description The 400-pixel WebP for images stored here */
            imageUrl: string | null;
            isFeatured: boolean;
            manufacturer: string;
            /**
             * @description otc: over the counter; pharmacy: pharmacy-only; pom: prescription-only
             * @enum {string}
             */
            medicineClass: "otc" | "pharmacy" | "pom";
            /** @description NAFDAC registration number in capitals, e.g. A4-0237 ("" when not given) */
            nafdacNumber: string;
            name: string;
            /** @description e.g. "24 tablets" */
            packSize: string;
            /** @description true for prescription-only medicines (pom) */
            prescriptionRequired: boolean;
            /** @description Naira */
            price: number;
            sideEffects: string;
            /** @description Units left when 10 or fewer remain, else null */
            stockLeft: number | null;
            stockQuantity: number;
            /** @enum {string} */
            stockStatus: "in-stock" | "low-stock" | "out-of-stock";
            /** @description e.g. "80 mg / 480 mg" */
            strength: string;
            updatedAt: string;
            /** @description Send it back with an edit; a different one answers 409 */
            version: number;
        };
        AdminMedicineCategory: {
            description: string;
            hidden: boolean;
            imageSrcSet?: string | null;
            imageUrl: string | null;
            /** Format: uuid */
            medicineCategoryId: string;
            /** @description Medicines in it, hidden ones included */
            medicineCount: number;
            name: string;
            updatedAt: string;
            version: number;
        };
        ErrorResponse: {
            /** @description A machine-readable name for some errors (e.g. prescription-required). */
            code?: string;
            errors?: {
                field: string;
                message: string;
            }[];
            message: string;
        };
        Medicine: {
            /** @description Active ingredient(s), e.g. "Artemether, lumefantrine" */
            activeIngredients: string;
            /** Format: uuid */
            categoryId: string;
            /** @description A controlled medicine (codeine, tramadol...): prescription-only, with quantity caps per order and per 30 days */
            controlled?: boolean;
            description: string;
            dosage: string;
            /** @description tablet, syrup, cream… ("" when not given) */
            dosageForm: string;
            /** Format: uuid */
            id: string;
            /** @description srcset text (200w, 400w, 800w) for images stored here */
            imageSrcSet?: string | null;
            /** @description The 400-pixel WebP for images stored here */
            imageUrl: string | null;
            isFeatured: boolean;
            manufacturer: string;
            /**
             * @description otc: over the counter; pharmacy: pharmacy-only; pom: prescription-only
             * @enum {string}
             */
            medicineClass: "otc" | "pharmacy" | "pom";
            /** @description NAFDAC registration number in capitals, e.g. A4-0237 ("" when not given) */
            nafdacNumber: string;
            name: string;
            /** @description e.g. "24 tablets" */
            packSize: string;
            /** @description true for prescription-only medicines (pom) */
            prescriptionRequired: boolean;
            /** @description Naira */
            price: number;
            sideEffects: string;
            /** @description Units left when 10 or fewer remain, else null */
            stockLeft: number | null;
            /** @enum {string} */
            stockStatus: "in-stock" | "low-stock" | "out-of-stock";
            /** @description e.g. "80 mg / 480 mg" */
            strength: string;
        };
        MedicineCategory: {
            description?: string;
            imageSrcSet?: string | null;
            imageUrl: string | null;
            /** Format: uuid */
            medicineCategoryId: string;
            name: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
