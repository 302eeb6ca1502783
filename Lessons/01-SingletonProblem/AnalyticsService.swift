import AppDomain

// TODO: Step 3 — Describe what FavoriteButton needs from analytics:
//
//     protocol AnalyticsService {
//         func track(_ event: String)
//     }
//
// and let the live Analytics class conform.
