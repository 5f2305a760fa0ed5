name 'cbody'
version '1.0.0'
