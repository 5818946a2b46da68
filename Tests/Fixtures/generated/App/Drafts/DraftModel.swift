import Foundation

/// A draft is saved as the user types.
struct DraftModel {
    // Do not edit `text` from a view: a controller saves it.
    var text: String
    let banner = "// DO NOT EDIT"
}
