name 'cyc'
version '1.0.0'
