import Foundation

extension Text {
    /// Shows a date in one of SwiftUI's date styles: `Text(recipe.added, style: .relative)`.
    ///
    /// Headless, the text is formatted once, when the view renders, with Foundation's format styles for the
    /// current locale: `.date` as the long date ("June 3, 2026"), `.time` as the short time ("14:30"), and
    /// `.relative` in words relative to now ("2 hours ago"). SwiftUI keeps a relative date ticking and words
    /// it its own way ("2 hours, 5 minutes"); a test should not depend on the exact words.
    public init(_ date: Date, style: DateStyle) {
        self.init(string: style.format(date))
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable {
        let format: @Sendable (Date) -> String

        /// The time of day, e.g. "14:30".
        public static let time = DateStyle { $0.formatted(date: .omitted, time: .shortened) }
        /// The date, e.g. "June 3, 2026".
        public static let date = DateStyle { $0.formatted(date: .long, time: .omitted) }
        /// The time from now, e.g. "2 hours ago".
        public static let relative = DateStyle {
            $0.formatted(.relative(presentation: .numeric, unitsStyle: .wide))
        }
    }
}
