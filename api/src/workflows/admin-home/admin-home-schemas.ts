/** The admin home's answers (GET /api/admin/home, GET /api/admin/home/series). */
const naira = { type: 'number', description: 'Naira (two decimals at most).' } as const;
const since = { type: ['string', 'null'], description: 'ISO 8601; null when nothing waits.' } as const;
const hours = { type: ['number', 'null'], description: 'Hours the oldest has waited; null when nothing waits.' } as const;

const figure = {
  type: 'object',
  required: ['naira', 'orders', 'averageBasket'],
  properties: { naira, orders: { type: 'integer' }, averageBasket: naira },
} as const;

const labFigure = {
  type: 'object',
  required: ['naira', 'bookings'],
  properties: { naira, bookings: { type: 'integer' } },
} as const;

const period = {
  type: 'object',
  required: ['from', 'current', 'previous', 'labBookings'],
  properties: {
    from: { type: 'string', description: 'When the period began (Lagos midnight), ISO 8601.' },
    current: figure,
    previous: { ...figure, description: 'The whole period before (yesterday, last week, last month).' },
    labBookings: {
      type: 'object',
      description: 'Lab bookings paid in the period and the one before (cancelled ones left out): not in the medicine figures above.',
      required: ['current', 'previous'],
      properties: { current: labFigure, previous: labFigure },
    },
  },
} as const;

const waitingEntry = {
  type: 'object',
  required: ['key', 'label', 'status', 'count', 'oldestSince', 'oldestAgeHours'],
  properties: {
    key: { type: 'string', enum: ['toReview', 'toPack', 'toShip', 'toRefund'] },
    label: { type: 'string' },
    status: {
      type: ['string', 'null'],
      description: "The orders' status (the Orders list's filter); null for orders with stock to refund.",
    },
    count: { type: 'integer' },
    oldestSince: since,
    oldestAgeHours: hours,
  },
} as const;

const openAmount = {
  type: 'object',
  required: ['count', 'naira', 'oldestSince', 'oldestAgeHours'],
  properties: { count: { type: 'integer' }, naira, oldestSince: since, oldestAgeHours: hours },
} as const;

export const adminHome = {
  type: 'object',
  required: ['generatedAt', 'sales', 'waiting', 'prescriptions', 'stock', 'expiring', 'refunds', 'payments'],
  properties: {
    generatedAt: { type: 'string' },
    sales: {
      type: 'object',
      description:
        'Medicine orders placed (cancelled ones left out) and what they were charged, delivery included, in Lagos time; lab bookings paid, on their own line in each period.',
      required: ['today', 'week', 'month'],
      properties: { today: period, week: period, month: period },
    },
    waiting: { type: 'array', items: waitingEntry },
    prescriptions: {
      type: 'object',
      required: ['orders', 'beforePayment'],
      properties: {
        orders: {
          type: 'array',
          description: 'Placed orders waiting for a pharmacist, oldest first (at most 10).',
          items: {
            type: 'object',
            required: ['orderId', 'orderNumber', 'since', 'ageHours'],
            properties: {
              orderId: { type: 'string' },
              orderNumber: { type: 'string' },
              since: { type: 'string' },
              ageHours: { type: 'number' },
            },
          },
        },
        beforePayment: {
          type: 'object',
          required: ['count', 'oldestSince', 'oldestAgeHours'],
          properties: { count: { type: 'integer' }, oldestSince: since, oldestAgeHours: hours },
        },
      },
    },
    stock: {
      type: 'object',
      required: ['low', 'out', 'medicines'],
      properties: {
        low: { type: 'integer', description: 'On sale, at or under the reorder level, not out.' },
        out: { type: 'integer', description: 'On sale with no units on hand.' },
        medicines: {
          type: 'array',
          description: 'Out of stock first, then the fewest days of cover (at most 20).',
          items: {
            type: 'object',
            required: ['medicineId', 'name', 'onHand', 'reorderLevel', 'soldLast30Days', 'daysOfCover', 'out'],
            properties: {
              medicineId: { type: 'string' },
              name: { type: 'string' },
              onHand: { type: 'integer' },
              reorderLevel: { type: 'integer' },
              soldLast30Days: { type: 'integer' },
              daysOfCover: {
                type: ['number', 'null'],
                description: 'Days the units last at the last 30 days\u2019 rate; null with no sales.',
              },
              out: { type: 'boolean' },
            },
          },
        },
      },
    },
    expiring: {
      type: 'object',
      description: 'Sellable batches with units left expiring within `withinDays` days (Lagos), soonest first.',
      required: ['withinDays', 'count', 'units', 'batches'],
      properties: {
        withinDays: { type: 'integer' },
        count: { type: 'integer', description: 'All such batches.' },
        units: { type: 'integer', description: 'Their units, all batches.' },
        batches: {
          type: 'array',
          description: 'The soonest 20, already expired ones first.',
          items: {
            type: 'object',
            required: ['batchId', 'medicineId', 'name', 'lotNumber', 'expiryDate', 'quantity', 'daysLeft'],
            properties: {
              batchId: { type: 'string' },
              medicineId: { type: 'string' },
              name: { type: 'string' },
              lotNumber: { type: 'string' },
              expiryDate: { type: 'string', description: 'YYYY-MM-DD, the last day of use.' },
              quantity: { type: 'integer' },
              daysLeft: { type: 'integer', description: 'Days from today (Lagos) to the expiry date; negative once expired.' },
            },
          },
        },
      },
    },
    refunds: {
      type: 'object',
      required: ['pending', 'failed'],
      properties: {
        pending: { ...openAmount, description: 'Asked of the provider, not finished.' },
        failed: { ...openAmount, description: 'Failed or needing attention at the provider.' },
      },
    },
    payments: {
      type: 'object',
      required: ['count', 'naira'],
      description: 'Payments flagged for an admin.',
      properties: { count: { type: 'integer' }, naira },
    },
  },
} as const;

export const adminHomeSeries = {
  type: 'array',
  items: {
    type: 'object',
    required: ['period', 'orders', 'naira'],
    properties: {
      period: { type: 'string', description: 'yyyy-MM-dd (days) or yyyy-MM (months), Lagos time.' },
      orders: { type: 'integer' },
      naira,
    },
  },
} as const;
