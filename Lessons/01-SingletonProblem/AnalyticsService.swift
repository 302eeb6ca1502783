import AppDomain

// TODO: Step 3 — Describe what FavoriteButton needs from analytics, as a protocol named
// `AnalyticsService`: the one method of Analytics the button calls, with the same name and parameter.
// Nothing else belongs in it, so a test's stand-in only has to record events. Then let the live
// Analytics class conform.
// Schritt 3 — Beschreib als Protokoll namens `AnalyticsService`, was FavoriteButton von Analytics braucht:
// die eine Methode von Analytics, die der Button aufruft, mit demselben Namen und Parameter. Mehr gehört
// nicht hinein, damit ein Stellvertreter im Test nur Events aufzeichnen muss. Dann lass die echte Klasse
// Analytics das Protokoll erfüllen.
