import ArchLintCLI

ArchLintCommand.main()
