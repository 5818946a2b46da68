/// The architecture presets that ship inside the tool, generated from `Rules/` (see Plugins/EmbedPresets).
package enum Presets {
    /// Preset names, sorted.
    package static var names: [String] { EmbeddedPresets.files.map(\.name).sorted() }

    /// The text of a preset's rules file.
    package static func text(of name: String) -> String? {
        EmbeddedPresets.files.first { $0.name == name }?.text
    }
}
