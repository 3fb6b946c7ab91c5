// Empty on purpose. Swift Testing declares a cross-import overlay for UIKit (its image attachments on
// Apple platforms), and Linux's toolchain declares it without shipping the module: a test file that
// imports Testing beside Kinema's UIKit would stop with "no such module '_Testing_UIKit'". This module
// stands in for it, empty, so tests of pasted iOS code compile.
