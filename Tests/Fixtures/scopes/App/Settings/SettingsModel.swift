import Foundation

struct SettingsModel {
    private var header = Header(title: "Settings")
    private var sections: [Section] = []
}

/// The settings' header: plain data, another type than the feed's `Header`.
private struct Header {
    var title: String
}

fileprivate struct Section {
    var rows: [String]
}
