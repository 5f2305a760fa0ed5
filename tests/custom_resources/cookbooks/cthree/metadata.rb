name 'cthree'
version '1.0.0'
