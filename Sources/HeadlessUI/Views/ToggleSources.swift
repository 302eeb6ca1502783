// The `sources:` forms of `Toggle`: one switch that stands for a collection of switches, such as "all alarms"
// above a list of alarms.
//
// As in SwiftUI it is on when every source is on, off when every source is off, and mixed in between (a dash
// on a Mac, VoiceOver says "mixed"). A mixed toggle reads as off, so tapping it turns every source on; tapping
// a toggle that is on turns them all off. Headless the node carries `isMixed`, and the tree shows
// `isOn: mixed`. An empty collection has nothing to switch on, so its toggle is off.

extension Toggle {
    /// A toggle over the switches that `isOn` picks out of each of `sources`, with a label built from views.
    ///
    /// ```swift
    /// Toggle(sources: $alarms, isOn: \.isOn) {
    ///     Text("All alarms")
    /// }
    /// ```
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                           @ViewBuilder label: () -> Label) {
        // NB: the switches are looked up on every read, so a source added or switched since this toggle was
        // made counts too, as it does where SwiftUI reads the collection when it draws.
        let switches = { sources.map { $0[keyPath: isOn] } }
        self.init(isOn: Binding(read: {
            let all = switches()
            return !all.isEmpty && all.allSatisfy(\.wrappedValue)
        }, write: { newValue in
            for binding in switches() { binding.wrappedValue = newValue }
        }), label: label)
        isMixed = {
            let values = switches().map(\.wrappedValue)
            return values.contains(true) && values.contains(false)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle over a collection titled with a string literal: `Toggle("All alarms", sources: $alarms,
    /// isOn: \.isOn)`.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle over a collection titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == HeadlessUI.Label<Text, Image> {
    /// A toggle over a collection with a title and an SF Symbol.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { HeadlessUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle over a collection with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { HeadlessUI.Label(title, systemImage: systemImage) }
    }
}
