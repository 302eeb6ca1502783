import Foundation

/// Hands a batch's submissions to its private copies, each copy next the submission nearest to the one it
/// holds: the most lessons with the same files. A copy then compiles few lessons for the next, and a class
/// of starters and of solved lessons keeps each kind in the copy that holds it, instead of every copy
/// switching between them — a switch compiles every lesson again and, from a broken lesson to one that
/// compiles, checks each one's contract first (a SwiftPM build apiece).
///
/// A copy that holds no submission yet takes the one farthest from what the other copies hold; on a tie,
/// the batch's own order decides (the biggest first, so that no large one starts last).
final class NearestFirst: @unchecked Sendable {
    /// What each lesson of a submission holds: a digest of its files, by lesson folder.
    typealias Profile = [String: UInt64]

    private let lock = NSLock()
    private var remaining: [(name: String, profile: Profile)]
    private var held: [Int: Profile] = [:]

    /// `names` in the batch's order, each with its profile.
    init(_ names: [(name: String, profile: Profile)]) { remaining = names }

    /// The submission copy `slot` grades next; nil when none is left.
    func next(for slot: Int) -> String? {
        lock.withLock {
            guard !remaining.isEmpty else { return nil }
            let others = held.filter { $0.key != slot }.map(\.value)
            let score: (Profile) -> Int
            if let mine = held[slot] {
                score = { Self.shared(mine, $0) }
            } else {
                score = { profile in -(others.map { Self.shared($0, profile) }.max() ?? 0) }
            }
            var best = 0
            var bestScore = score(remaining[0].profile)
            for index in remaining.indices.dropFirst() {
                let candidate = score(remaining[index].profile)
                if candidate > bestScore { (best, bestScore) = (index, candidate) }
            }
            let chosen = remaining.remove(at: best)
            held[slot] = chosen.profile
            return chosen.name
        }
    }

    /// How many lessons two profiles hold alike.
    static func shared(_ one: Profile, _ other: Profile) -> Int {
        one.reduce(0) { count, lesson in other[lesson.key] == lesson.value ? count + 1 : count }
    }

    /// The profile of `submission`: each lesson's files, a lesson left out or kept from being read by a
    /// digest of its own.
    static func profile(of submission: SubmissionFolder, lessons: [Lesson]) -> Profile {
        var profile: Profile = [:]
        for lesson in lessons {
            switch submission.lesson(lesson) {
            case .files(let files):
                var data = Data()
                for (name, content) in files.sorted(by: { $0.key < $1.key }) {
                    data.append(Data("\u{0}\(name)\u{0}".utf8))
                    data.append(content)
                }
                profile[lesson.folder] = FreshnessGuard.fnv1a(data)
            case .refused:
                profile[lesson.folder] = 1
            case .missing:
                profile[lesson.folder] = 0
            }
        }
        return profile
    }
}
