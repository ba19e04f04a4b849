# XOX, Türkçe: en.ftl'deki her mesaj, aynı sırayla.

game-title = XOX

## Settings sheet

settings-title = Ayarlar
settings-language = Dil
settings-language-system = Sistem ({ $language })
settings-language-note = Sen bir dil seçene kadar sistemin dili kullanılır.
settings-board = Tahta
settings-think = Ultimate'te İmkânsız seviyenin düşünme süresi
settings-think-note = Süre uzadıkça daha güçlü oynar.
settings-first = Kim başlar (X ile oynar)
settings-clock = Kurduğun odada hamle süresi
settings-clock-note = Her hamle bu süre içinde yapılmalı, yoksa tur kaybedilir. Hızlı eşleşmede süre hep 30 saniyedir.
settings-look = Görünüm
settings-look-note = Sen bir seçim yapana kadar sistemin ayarı kullanılır.
settings-sound = Ses
settings-sound-effects = Ses efektleri
settings-volume = Ses düzeyi
settings-volume-value = %{ $percent }
settings-labels = Tahta etiketleri
settings-labels-classic = Karelerin numaralarını hep göster
settings-labels-four = Karelerin adlarını hep göster (a1'den d4'e)
settings-labels-five = Karelerin adlarını hep göster (a1'den e5'e)
settings-labels-ultimate = Karelerin numaralarını hep göster (tahta ve kare)
settings-labels-note = Sayı ya da ok tuşlarıyla oynarken de görünürler.
settings-server = Oyun sunucusu
settings-names = İsimler
settings-player-one = Oyuncu 1
settings-player-two = Oyuncu 2
settings-your-name = Adın
settings-name-limit = İsimler en fazla { $count } karakter olabilir
settings-first-random = Rastgele
settings-first-take-turns = Sırayla
settings-first-me = Ben
settings-first-my-friend = Arkadaşım
settings-first-computer = Bilgisayar

## Choices

mode-human-vs-human = İnsan - İnsan
mode-human-vs-computer = İnsan - Bilgisayar
mode-computer-vs-computer = Bilgisayar - Bilgisayar
mode-online = Çevrimiçi
difficulty-easy = Kolay
difficulty-medium = Orta
difficulty-impossible = İmkânsız
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-classic = 3 x 3, üçünü sıraya diz
board-four = 4 x 4, dördünü sıraya diz
board-five = 5 x 5, dördünü sıraya diz
board-ultimate = Ultimate: bir tahtada dokuz tahta. Oynadığın kare rakibini o tahtaya gönderir; üç tahtayı sıraya dizen kazanır
think-quick = Hızlı
think-one-second = 1 saniye
think-five-seconds = 5 saniye
clock-none = Süre yok
clock-seconds = { $seconds } sn
theme-light = Açık
theme-dark = Koyu
theme-high-contrast = Yüksek kontrast



## Title screen



## Keys and help



## Round

# Tahtanın üstündeki oyuncu başlığı

# Bu cihazdaki kazananın adının altında, rakip bir insanken.
round-you-win = kazandın
# Kazananın adının altında.
round-wins = kazandı
# Çevrimiçi, sıradaki oyuncunun adının altında; $time kalan süre ("0:23").
round-time-left = { $time } kaldı
# Rakip bir insanken kendi adının altında.
round-you = sen
# Başlığın ortasındaki beraberlik sayısının altında; sayı üstte gösterilir.
round-draws = { $count ->
    [one] beraberlik
   *[other] beraberlik
    }

# Tahtanın yanındaki panel

# İki bilgisayarın maçında, duraklatmadan sonra devam ettirir. Kısa.
round-resume = Devam
# İnceleme kartı; $step gösterilen hamle, $count turdaki hamle sayısı.
round-review-step = İnceleme: hamle { $step }/{ $count }
# Bağlantıyla açılan kaydın sonuç kartı; $mark X ya da O.
round-replay-won = { $mark } kazandı
round-replay-draw = Berabere
round-replay-unfinished = Bitmedi
# Kaydın sonucunun altında; $count hamle sayısı.
round-replay-moves = { $count ->
    [one] Kayıt: { $count } hamle
   *[other] Kayıt: { $count } hamle
    }
# Puanlı odada sonucun altında: $score maçın skoru (cümle), $rating puanın değişimi (cümle).
round-score-and-rating = { $score }. { $rating }
# Çevrimiçi, rakibi hızlı eşleşme seçtiyse oda kodunun yerine.
round-rated-match = Puanlı hızlı eşleşme
# Oda kodunun önünde.
round-room = Oda
round-copy-code = Kodu kopyala
round-copy-link = Bağlantıyı kopyala
# Bu odayı izleme sayfasını açan bağlantıyı kopyalar.
round-copy-watch-link = İzleme bağlantısını kopyala
# Oynanan hamleler listesinin başlığı.
round-moves = Hamleler
round-moves-none = Henüz yok

# Turdan çıkmak

round-leave-room = Odadan çıkılsın mı?
round-leave-room-why = Arkadaşın çıktığını görecek ve bu tur sayılmayacak.
round-leave-round = Bu turdan çıkılsın mı?
round-leave-round-why = Tur bitmedi, bu yüzden sayılmayacak.
round-leave = Çık
round-keep-playing = Devam et
# Düğmelerin altındaki ipucu; Enter ve Esc tuşlardır.
round-leave-keys = Enter ile çık, Esc ile oynamaya devam et.
# Soru açılınca ekran okuyucunun söylediği; Enter ve Escape tuşlardır.
round-leave-room-said = Odadan çıkılsın mı? Enter ile çık, Escape ile oynamaya devam et
round-leave-round-said = Bu turdan çıkılsın mı? Enter ile çık, Escape ile oynamaya devam et



## Board

# Karelerin üstündeki analiz ve koçun çerçeveleri

# Bir kareye oynamanın sonucu; $mark X ya da O.
board-wins = { $mark } kazanır
board-draw = Berabere
# "X kazanır" altında: galibiyet bir sonraki hamleyle gelir.
board-at-once = hemen
# "X kazanır" altında: galibiyetin kaç hamle sürdüğü (asla bir değil).
board-in-moves = { $count ->
    [one] { $count } hamlede
   *[other] { $count } hamlede
    }
# Ultimate'te bir karenin, sıradaki oyuncu için kazanma şansı; $percent 0-100.
board-chance = %{ $percent }
board-analysing = Analiz ediliyor…
# İpucunun önerdiği karenin çerçevesinde.
board-best = en iyi
# İncelemede, oynanandan daha iyi bir karenin çerçevesinde.
board-better = daha iyi
# İncelenen hamlenin çerçevesinde; $mark X ya da O.
board-played = { $mark } oynadı
# İncelenen hamlenin çerçevesinde, değerlendirmeden önce.
board-judging = değerlendiriliyor…



## Narration

# Oyun ilerlerken durum satırında ve ekran okuyucularda söylenenler.
# $mark her zaman X ya da O; $name bir oyuncunun adı (ya da "Bilgisayar").

# Yeni tur: numarası, ardından skor (narrate-score cümlesi).
narrate-round-started = Tur { $number }. { $score }
# Bir hamle yapıldı. $square bir narrate-square-* ifadesi ya da karenin adı ("c2").
narrate-you-took = Sen oynadın: { $square }
narrate-took = { $name } oynadı: { $square }
# Cümle içinde bir kare: 3 x 3 tahtada (tuş takımı gibi numaralı) ve Ultimate'te.
narrate-square-number = kare { $number }
narrate-square-ultimate = tahta { $board }, kare { $square }
# Sıranın kimde olduğu; ($mark) oynadığı işaret.
narrate-your-turn = Sıra sende ({ $mark })
narrate-turn = Sıra: { $name } ({ $mark })
narrate-thinking = { $name } düşünüyor ({ $mark })

# Reddedilen hamleler

# Dolu kare: 3 x 3'te ($number 1-9), Ultimate'te ve büyük tahtalarda ($square "b3" gibi bir ad).
narrate-taken-number = { $number } numaralı karede zaten { $mark } var: boş bir kare seç
narrate-taken-ultimate = { $board } numaralı tahtanın { $square } numaralı karesinde zaten { $mark } var: boş bir kare seç
narrate-taken-named = { $square } karesinde zaten { $mark } var: boş bir kare seç
# Ultimate: kazanılmış ya da dolmuş küçük tahta.
narrate-closed-board = { $board } numaralı tahta kapandı: açık bir tahtada oyna
# Ultimate: son hamlenin karesi, oynanacak küçük tahtayı belirler; o tahta çerçevelidir.
narrate-wrong-board = Son hamle seni { $board } numaralı tahtaya gönderiyor: çerçeveli tahtada oyna
narrate-off-board = Bu tahtada böyle bir kare yok
narrate-round-over = Tur bitti: yeniden oynamak için Enter ya da R tuşuna, menü için Esc tuşuna bas
narrate-watching = İzliyorsun: yalnızca iki oyuncu hamle yapabilir
narrate-wait-computer = Bekle: sıra bilgisayarda
narrate-wait = Bekle: sıra { $name } adlı oyuncuda
# Aynı anda başka bir hamleyle birlikte istenen ikinci hamle.
narrate-one-at-a-time = Aynı anda yalnızca bir hamle
# "Oyuna dön" ve "Buradan oyna" düğmelerdir, (End) ve (P) tuşlarıdır.
narrate-looking-back = Önceki bir hamleye bakıyorsun: Oyuna dön (End) ya da Buradan oyna (P)

# Hamleleri geri almak

# Listede iki hamle, her biri bir işaret ve karenin adı ("X 5 ve O 3").
narrate-moves-and = { $first } ve { $second }
# $moves: geri alınan ya da yeniden yapılan hamleler.
narrate-undid = Geri alındı: { $moves }
narrate-redid = Yeniden yapıldı: { $moves }
narrate-playing-from = { $number }. hamleden devam ediliyor: sonraki hamleler yeniden yapılabilir
narrate-nothing-to-undo = Geri alınacak hamle yok
narrate-nothing-to-redo = Yeniden yapılacak hamle yok
narrate-only-computer-moves = Geri alınacak hamlen yok: ilk hamleyi bilgisayar yaptı
narrate-no-take-backs-online = Çevrimiçi oyunda geri alma yok: hamleler oynandığı gibi kalır
# "İncele", hamleler arasında adım adım ilerleyen düğmedir.
narrate-no-take-backs-replay = Kayıt, oyunu oynandığı gibi gösterir: İncele ile adım adım ilerle
# $number: istenen hamle; $moves: oyundaki hamle sayısı.
narrate-no-such-move = { $number }. hamle yok: { $moves ->
    [one] oyunda { $moves } hamle var
   *[other] oyunda { $moves } hamle var
    }
# Geri alma, turu bitiren hamleyi geri aldı; $score bir narrate-score cümlesi.
narrate-round-reopened = Tur yeniden açıldı, sonucu artık sayılmıyor. { $score }

# Sonuçlar ve skor

narrate-result-draw = Berabere bitti
narrate-result-you-win = Kazandın!
# Rakibin süresi bitti.
narrate-result-you-win-on-time = Süreden kazandın!
narrate-result-computer-wins = Bilgisayar kazandı
narrate-result-wins = { $name } kazandı!
narrate-result-wins-on-time = { $name } süreden kazandı!
# Bilgisayara karşı: sonuç, ardından kullanılan yardım (koçun cümlesi).
# "!" ile bitmeyen bir sonuçtan sonra.
narrate-result-help = { $result }. { $help }
# "!" ile biten bir sonuçtan sonra.
narrate-result-exclaimed-help = { $result } { $help }
# Bilgisayara karşı: kazanılan, kaybedilen ve berabere biten turlar.
narrate-score-yours = Skor: { $won } galibiyet, { $lost } yenilgi, { $drawn } beraberlik
# İki oyuncu arasında: her birinin adı ve kazandığı turlar, sonra beraberlikler.
narrate-score = Skor: { $first } { $first_wins }, { $second } { $second_wins }, beraberlik { $draws }

# Menüdeki seçimler, değiştikçe söylenir

# $mode: mod ("İnsan - İnsan"); $strength: bilgisayarın seviyesi ("İmkânsız");
# $first: kimin başladığı (aşağıdaki narrate-menu-* ifadesi); $board: tahta
# ("3 x 3, üçünü sıraya diz"); $enter: Enter'ın ne yaptığı (aşağıdaki cümle).
narrate-menu = Menü: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Menü: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = sen başlıyorsun
narrate-menu-friend-first = arkadaşın başlıyor
narrate-menu-computer-first = bilgisayar başlıyor
narrate-menu-named-first = { $name } başlıyor
narrate-menu-random-first = başlayan rastgele seçilir
narrate-menu-take-turns = oyuncular sırayla başlıyor
narrate-menu-offline = Çevrimiçi oyun için ağ bağlantısı gerekir ve bu cihaz çevrimdışı; geri kalan her şey bağlantısız çalışır
narrate-menu-enter-finds = Enter ile rakip aranır
narrate-menu-enter-starts = Enter ile oyun başlar

## Online



## Coach



## Statistics and review

# İstatistiklerde bir satır: kim oynadı ($strength: bilgisayarın seviyesi, "İmkânsız") ve tahta ($board: "5 x 5").
stats-record-you-vs = Sen - { $strength }, { $board }
# Bilgisayar kendine karşı.
stats-record-itself = { $strength } kendine karşı, { $board }
stats-record-two-players = İki oyuncu, { $board }

# Kayıtlar

replay-link-after-round = Kayıt bağlantısı tur bitince oluşturulur
replay-finish-round-first = Kaydı açmak için bu turu bitir ya da turdan çık
# Bir kayıt bağlantısı açıldı: kaç hamle, oyun nasıl bitti.
replay-opened-win = { $moves ->
    [one] { $moves } hamlelik kayıt
   *[other] { $moves } hamlelik kayıt
    }, { $mark } kazandı: ok tuşlarıyla adım adım ilerle
replay-opened-draw = { $moves ->
    [one] { $moves } hamlelik kayıt
   *[other] { $moves } hamlelik kayıt
    }, berabere: ok tuşlarıyla adım adım ilerle
replay-opened-unfinished = { $moves ->
    [one] { $moves } hamlelik kayıt
   *[other] { $moves } hamlelik kayıt
    }, bitmemiş: ok tuşlarıyla adım adım ilerle
# Bir kayıt bağlantısının ("?replay=" sonrasındaki harfler) neden açılamadığı.
replay-error-empty = Bu kayıt bağlantısı açılamıyor: kayıt boş
replay-error-too-long = Bu kayıt bağlantısı açılamıyor: kayıtta { $letters ->
    [one] { $letters } harf
   *[other] { $letters } harf
    } var, hiçbir oyun bu kadar uzun değil
# $letter: bağlantının tahtayı belirtmesi gereken ilk harfi.
replay-error-unknown-board = Bu kayıt bağlantısı açılamıyor: kaydın ilk harfi “{ $letter }” hiçbir tahtayı belirtmiyor (3, 4, 5 ya da u olmalı)
replay-error-not-a-letter = Bu kayıt bağlantısı açılamıyor: kayıtta hiçbir hamlede kullanılmayan “{ $letter }” harfi var
replay-error-cut-short = Bu kayıt bağlantısı açılamıyor: kayıt bir hamlenin ortasında bitiyor
replay-error-off-the-board = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi tahtanın dışında
# Kurallara aykırı hamle: $number hamlenin numarası, $square karenin adı ("5", "c2", "7-5").
replay-error-taken = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: o karede zaten { $mark } var
replay-error-square-off-board = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: satır { $row }, sütun { $column } tahtanın dışında
replay-error-game-over = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: oyun bitmiş
replay-error-closed-board = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: { $board } numaralı tahta kapalı, açık bir tahtada oynanmalı
replay-error-wrong-board = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: son hamle oyuncuyu { $board } numaralı tahtaya gönderiyor
replay-error-moves-after-the-end = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi oyun bittikten sonra geliyor
replay-error-unfinished = Bu kayıt bağlantısı açılamıyor: kayıttaki oyun hiç bitirilmemiş


## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = 3 x 3, 4 x 4 ve 5 x 5 tahtalarda XOX: arkadaşına karşı, çevrimiçi ya da hiç kaybetmeyen bilgisayara karşı oyna; koç her karenin sonucunu gösterir. Yüklendikten sonra çevrimdışı da oynanır.
# Yüklü uygulamanın açıklaması (web uygulaması bildirimi).
page-app-description = 3 x 3, 4 x 4 ve 5 x 5 tahtalarda XOX: arkadaşına, çevrimiçi rakibe ya da bilgisayara karşı, koç eşliğinde.
# Oyunun tuvali, ekran okuyucunun verdiği adla.
page-canvas = XOX. Hamleler ve sonuçlar aşağıda duyurulur.
page-how-to-play = Oynamak için bir kareye tıkla ya da dokun. Oyun başladığında burada kullanılabilen tüm tuşlar anlatılır.
page-loading = Oyun yükleniyor…
page-loading-percent = Oyun yükleniyor… %{ $percent }
page-starting = Başlatılıyor…
page-no-webgl-heading = Oyun başlatılamıyor
page-no-webgl = Bu oyun WebGL2 ile çizilir; bu tarayıcı WebGL2 sunmuyor (ya da kapatılmış). Güncel bir Firefox, Chrome, Edge ya da Safari ile çalışır.
page-stopped-heading = Oyun durdu
# $reason: sorunun tarayıcının kendi sözleriyle açıklaması (çoğu zaman İngilizce).
page-stopped = Oyun durdu: { $reason }. Yeniden oynamak için sayfayı yenile.
page-not-started = Oyun başlatılamadı: { $reason }. WebGL2 destekli güncel bir Firefox, Chrome, Edge ya da Safari ile çalışır.
page-not-loaded = Oyunun dosyaları yüklenemedi ({ $reason }). Bağlantını kontrol et ve sayfayı yenile.
page-internal-error = dahili bir hata (tarayıcı konsolunda daha fazla bilgi olabilir)
page-unknown-error = bilinmeyen bir hata
page-update = Oyunun yeni bir sürümü hazır.
page-reload = Yenile
