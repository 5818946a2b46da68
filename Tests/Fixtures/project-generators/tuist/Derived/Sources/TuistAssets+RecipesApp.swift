// Written by Tuist: the app's asset accessors.
public enum RecipesAppAsset {}
