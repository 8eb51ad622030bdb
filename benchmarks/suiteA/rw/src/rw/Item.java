package rw;

/** The shared item: writers keep first == second, readers check it. */
class Item {
    int first;
    int second;
}
