import Foundation

/// The operators on dependencies, the course's subject: where the shared, the live, the injected and the
/// stand-in instances can be swapped for one another.
extension MutationFinder {
    /// `shared-to-fresh`, `injected-to-live` and `fake-in-live`.
    func instances(at index: Int, _ line: SwiftSourceLines.Line, _ masked: String) -> [MutationProposal] {
        var found: [MutationProposal] = []
        let text = line.text
        for match in Self.matches(#"\b([A-Z]\w*)\.shared\b"#, in: masked) {
            let type = String(text[match[1]!])
            found.append(MutationProposal(line: index, range: match[0]!, isStatement: false, mutation: .sharedToFresh,
                                          replacement: LessonFacts.freshInstance(of: type)))
        }
        for match in Self.matches(#"\w+: ([A-Z]\w*) = (\.shared)\b"#, in: masked) {
            found.append(MutationProposal(line: index, range: match[2]!, isStatement: false, mutation: .sharedToFresh,
                                          replacement: LessonFacts.freshInstance(of: String(text[match[1]!]))))
        }
        let isSignature = masked.contains("func ") || masked.contains("init(")
        if let initializer = enclosingFunction(line), initializer.isInitializer,
           let match = Self.matches(#"^\s*(?:self\.)?\w+ = (\w+)$"#, in: masked).first,
           let parameter = initializer.parameters.first(where: { $0.name == String(text[match[1]!]) }) {
            if let live = parameter.defaultValue.map({ LessonFacts.typed($0, as: parameter.type) }) ?? facts.liveByType[parameter.type] {
                found.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .injectedToLive,
                                              replacement: live))
            } else if let madeUp = LessonFacts.madeUpValue(of: parameter.type) {
                found.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .ignoreParameter,
                                              replacement: madeUp))
            }
        }
        if isSignature {
            for match in Self.matches(#": (any \w+|\w+) = ([\w.]+(?:\(\))?)"#, in: masked) {
                let type = String(text[match[1]!])
                if let fake = facts.fakeByType[type] {
                    found.append(MutationProposal(line: index, range: match[2]!, isStatement: false, mutation: .fakeInLive,
                                                  replacement: "(\(fake) as \(type))"))
                }
            }
        }
        if let match = Self.matches(#"static var defaultValue: (any \w+) \{ (.+) \}$"#, in: masked).first,
           let fake = facts.fakeByType[String(text[match[1]!])] {
            found.append(MutationProposal(line: index, range: match[2]!, isStatement: false, mutation: .fakeInLive,
                                          replacement: "(\(fake) as \(String(text[match[1]!])))"))
        }
        if let factory = enclosingFunction(line)?.name, ["live", "preview"].contains(factory),
           let match = Self.matches(#"^\s*(\w+): (.+?),?$"#, in: masked).first,
           let values = facts.factoryArguments[String(text[match[1]!])] {
            found.append(MutationProposal(line: index, range: match[2]!, isStatement: false,
                                          mutation: factory == "live" ? .fakeInLive : .injectedToLive,
                                          replacement: factory == "live" ? values.preview : values.live))
        }
        for match in Self.matches(#"(?<![\w.])\w+\.(\w+)(?=[,)])"#, in: masked) {
            let label = String(text[match[1]!])
            guard let values = facts.factoryArguments[label] else { continue }
            let type = facts.propertyTypes[label].map { " as " + $0 } ?? ""
            found.append(MutationProposal(line: index, range: match[0]!, isStatement: false, mutation: .injectedToLive,
                                          replacement: "(\(values.live)\(type))"))
        }
        let isDeclaration = Self.firstRange(#"^\s*(?:@|let |var |private |static )"#, in: masked) != nil
        if !isDeclaration {
            for match in Self.matches(#"(?<![\w.])(\w+)\.\w"#, in: masked) {
                let name = String(text[match[1]!])
                if let type = environmentObjects[name] {
                    found.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .sharedToFresh,
                                                  replacement: LessonFacts.freshInstance(of: type)))
                    continue
                }
                guard let type = propertyTypes[name] else { continue }
                if let live = facts.liveByType[type] {
                    found.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .injectedToLive,
                                                  replacement: "(\(live) as \(type))"))
                } else if let madeUp = LessonFacts.madeUpValue(of: type), !madeUp.hasPrefix("[") {
                    found.append(MutationProposal(line: index, range: match[1]!, isStatement: false, mutation: .ignoreParameter,
                                                  replacement: madeUp))
                }
            }
        }
        if !isSignature {
            for match in Self.matches(#"[(,] ?(\w+): "#, in: masked) {
                guard let live = facts.liveByLabel[String(text[match[1]!])],
                      let end = Self.argumentEnd(Array(masked), from: match[0]!.upperBound) else { continue }
                let value = match[0]!.upperBound..<end
                let written = String(text[value])
                guard written != live, !written.hasPrefix("\"") else { continue }
                found.append(MutationProposal(line: index, range: value, isStatement: false, mutation: .injectedToLive, replacement: live))
            }
            for match in Self.matches(#"\.environment\(\\\.(\w+), "#, in: masked) {
                let name = String(text[match[1]!])
                guard let live = facts.liveByEnvironmentName[name], let type = facts.environmentTypes[name],
                      let end = Self.argumentEnd(Array(masked), from: match[0]!.upperBound) else { continue }
                found.append(MutationProposal(line: index, range: match[0]!.upperBound..<end, isStatement: false,
                                              mutation: .injectedToLive, replacement: "(\(live) as \(type))"))
            }
            if facts.hasLiveAndPreviewFactories {
                for match in Self.matches(#"((?:\b[A-Z]\w*)?\.)(preview|live)\(\)"#, in: masked) {
                    let other = String(text[match[2]!]) == "live" ? "preview" : "live"
                    found.append(MutationProposal(line: index, range: match[0]!, isStatement: false, mutation: .injectedToLive,
                                                  replacement: String(text[match[1]!]) + other + "()"))
                }
            }
        }
        return found
    }
}
