package twostage;

/** A shared cell; every access to it is made under its own monitor. */
class Data {
    int value;
}
