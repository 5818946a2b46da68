// Written in a folder no rule gives a role: like a type declared here, its code has none.
extension Movie {
    var label: String { MovieDTO(id: id, title: title).title }
}
