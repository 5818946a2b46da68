/// A filter the library applies, also shown in the filter strip.
struct FilterItem {
    let name: String
}
