import ArchLintKit
import Testing
