//! Unit tests for each worked example of the Vendors rulebook.
