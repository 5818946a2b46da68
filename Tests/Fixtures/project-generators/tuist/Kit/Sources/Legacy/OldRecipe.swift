struct OldRecipe {
    let title: String
}
