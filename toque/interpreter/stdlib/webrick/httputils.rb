# WEBrick::HTTPUtils: parsing and escaping of HTTP's pieces (headers, query strings,
# form data, ranges, MIME types), and the CR/LF constants.

module WEBrick
  CR = "\x0d"
  LF = "\x0a"
  CRLF = "\x0d\x0a"

  module HTTPUtils
    # The query's values: Strings that also know every value of their name (`list`).
    class FormData < String
      attr_accessor :name, :filename, :next_data
      protected :next_data

      def initialize(*args)
        @name = @filename = @next_data = nil
        super(args.empty? ? "" : args.first)
      end

      def append_data(data)
        tail = self
        tail = tail.next_data while tail.next_data
        tail.next_data = data
        self
      end

      def each_data
        tmp = self
        while tmp
          following = tmp.next_data
          yield(tmp)
          tmp = following
        end
      end

      def list
        ret = []
        each_data { |d| ret << d.to_s }
        ret
      end
      alias to_ary list

      def to_s
        String.new(self)
      end
    end

    DefaultMimeTypes = {
      "ai" => "application/postscript", "asc" => "text/plain", "avi" => "video/x-msvideo",
      "bin" => "application/octet-stream", "bmp" => "image/bmp", "class" => "application/octet-stream",
      "cer" => "application/pkix-cert", "crl" => "application/pkix-crl", "crt" => "application/x-x509-ca-cert",
      "css" => "text/css", "dms" => "application/octet-stream", "doc" => "application/msword",
      "dvi" => "application/x-dvi", "eps" => "application/postscript", "etx" => "text/x-setext",
      "exe" => "application/octet-stream", "gif" => "image/gif", "htm" => "text/html",
      "html" => "text/html", "jpe" => "image/jpeg", "jpeg" => "image/jpeg", "jpg" => "image/jpeg",
      "js" => "application/javascript", "json" => "application/json", "lha" => "application/octet-stream",
      "lzh" => "application/octet-stream", "mjs" => "application/javascript", "mov" => "video/quicktime",
      "mpe" => "video/mpeg", "mpeg" => "video/mpeg", "mpg" => "video/mpeg", "pbm" => "image/x-portable-bitmap",
      "pdf" => "application/pdf", "pgm" => "image/x-portable-graymap", "png" => "image/png",
      "pnm" => "image/x-portable-anymap", "ppm" => "application/vnd.ms-powerpoint", "ps" => "application/postscript",
      "qt" => "video/quicktime", "ras" => "image/x-cmu-raster", "rb" => "text/plain", "rd" => "text/plain",
      "rtf" => "application/rtf", "sgm" => "text/sgml", "sgml" => "text/sgml", "svg" => "image/svg+xml",
      "tif" => "image/tiff", "tiff" => "image/tiff", "txt" => "text/plain", "wasm" => "application/wasm",
      "xbm" => "image/x-xbitmap", "xhtml" => "text/html", "xls" => "application/vnd.ms-excel",
      "xml" => "text/xml", "xpm" => "image/x-xpixmap", "xwd" => "image/x-xwindowdump", "zip" => "application/zip",
    }

    module_function

    def normalize_path(path)
      raise "abnormal path `#{path}'" if path[0] != "/"
      ret = path.dup
      ret.gsub!(%r{/+}o, "/")
      nil while ret.sub!(%r'/\.(?:/|\Z)', "/")
      while ret.sub!(%r'/(?!\.\./)[^/]+/\.\.(?:/|\Z)', "/"); end
      raise "abnormal path `#{path}'" if %r{/\.\.(/|\Z)} =~ ret
      ret
    end

    def load_mime_types(file)
      hash = {}
      File.foreach(file) do |line|
        next if /^#/ =~ line
        line.chomp!
        mtype, *exts = line.split(/\s+/)
        next if exts.empty?
        exts.each { |ext| hash[ext] = mtype }
      end
      hash
    end

    def mime_type(filename, mime_tab)
      suffix1 = (/\.(\w+)$/ =~ filename && $1.downcase)
      suffix2 = (/\.(\w+)\.[\w\-]+$/ =~ filename && $1.downcase)
      mime_tab[suffix1] || mime_tab[suffix2] || "application/octet-stream"
    end

    def parse_header(raw)
      header = Hash.new([].freeze)
      field = nil
      raw.each_line do |line|
        case line
        when /^([A-Za-z0-9!\#$%&'*+\-.^_`|~]+):\s*(.*?)\s*\z/m
          field, value = $1, $2
          field.downcase!
          header[field] = [] unless header.key?(field)
          header[field] << value
        when /^\s+(.*?)\s*\z/m
          raise HTTPStatus::BadRequest, "bad header '#{line}'." unless field
          header[field][-1] << " " << $1
        else
          raise HTTPStatus::BadRequest, "bad header '#{line}'."
        end
      end
      header
    end

    def split_header_value(str)
      str.scan(%r'\G((?:"(?:\\.|[^"])+?"|[^",]++)+)(?:,\s*|\Z)'xn).flatten
    end

    def dequote(str)
      ret = /\A"(.*)"\Z/ =~ str ? $1 : str.dup
      ret.gsub!(/\\(.)/, "\\1")
      ret
    end

    def quote(str)
      '"' << str.gsub(/[\\\"]/o, "\\\1") << '"'
    end

    def parse_query(str)
      query = {}
      if str
        str.split(/[&;]/).each do |x|
          next if x.empty?
          key, val = x.split(/=/, 2)
          key = unescape_form(key)
          val = unescape_form(val.to_s)
          val = FormData.new(val)
          val.name = key
          if query.key?(key)
            query[key].append_data(val)
            next
          end
          query[key] = val
        end
      end
      query
    end

    # what each escape leaves as it is (RFC 2396's classes, as WEBrick groups them)
    ESCAPED = /[\x00-\x20\x7f<>#%"{}|\\^\[\]`]|[^\x00-\x7f]/
    ESCAPED_FORM = /[\x00-\x1f\x7f<>#%"{}|\\^\[\]`;\/?:@&=+$,]|[^\x00-\x7f]/
    ESCAPED_PCHAR = /[^A-Za-z0-9\-_.!~*'():@&=+$,]/

    def _escape(str, regex)
      str.gsub(regex) { |c| c.bytes.map { |b| format("%%%02X", b) }.join }
    end

    def escape(str)
      _escape(str, ESCAPED)
    end

    def unescape(str)
      str.gsub(/(?:%[0-9a-fA-F]{2})+/) { |run| URI.decode_www_form_component(run) }
    end

    def escape_form(str)
      _escape(str, ESCAPED_FORM).gsub(" ", "+")
    end

    def unescape_form(str)
      unescape(str.gsub(/\+/, " "))
    end

    def escape_path(str)
      str.split("/", -1).map { |seg| _escape(seg, ESCAPED_PCHAR) }.join("/")
    end

    def escape8bit(str)
      _escape(str, /[^\x00-\x7f]/)
    end
  end
end
