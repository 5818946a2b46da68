#if DEBUG
extension Profile {
    /// A Model must not know its ViewModel (the "ProfileViewModel" in this comment is fine).
    var previewViewModel: ProfileViewModel? { nil }
}
#endif
