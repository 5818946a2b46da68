struct Movie: Equatable {
    let id: String
    let title: String
}
