// Nothing: on iOS this header makes a gesture recognizer's state settable; Kinema's is settable already.
