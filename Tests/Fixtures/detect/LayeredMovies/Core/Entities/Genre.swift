struct Genre: Equatable {
    let name: String
}
