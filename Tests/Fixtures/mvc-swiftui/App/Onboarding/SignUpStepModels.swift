/// An onboarding step that fetches the app's models once signed up: the file is named after it,
/// so `**/*Models.swift` (files that collect models) says nothing of it.
struct SignUpStepModels {
    var shelf: ShelfModel
}
